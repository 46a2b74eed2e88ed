import {
  counterLabel,
  type TSimulationCounts,
  type TSimulationStatus,
  type TSimulationSummary,
} from '@commonpurse/domain';
import { visibleByStatus, type TStatusFilter as TFilter } from '@/ui/list/status-filter.ts';

export type TStatusFilter = TFilter<TSimulationStatus>;

/**
 * The rows a list shows: one kind (simulations or prioritizations), the chosen status ('all' hides
 * Archived), newest first by created date.
 */
export const visibleSimulations = (
  list: readonly TSimulationSummary[],
  isPb: boolean,
  filter: TStatusFilter,
): TSimulationSummary[] =>
  visibleByStatus(
    list.filter((s) => s.is_pb === isPb),
    filter,
  );

/** The licence counter of one kind: active against allowed, counted separately by is_pb. */
export function licenceCounts(meta: TSimulationCounts, isPb: boolean) {
  return isPb
    ? { active: meta.active_pb_count, allowed: meta.allowed_pb_count }
    : { active: meta.active_count, allowed: meta.allowed_count };
}

export const counterText = (meta: TSimulationCounts, isPb: boolean) => {
  const { active, allowed } = licenceCounts(meta, isPb);
  return counterLabel(active, allowed, isPb);
};

/** An Active row whose submissions cap is reached shows the warning icon. */
export const showsSubmissionsWarning = (
  s: Pick<TSimulationSummary, 'status' | 'has_submissions_available'>,
) => s.status === 'active' && !s.has_submissions_available;

export type { TSimulationStatus };
