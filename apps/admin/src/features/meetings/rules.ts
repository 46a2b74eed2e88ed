import type { TMeetingView, TSimulationSummary } from '@commonpurse/domain';
import { meetingScreenServed, type TMeetingScreen } from '@commonpurse/domain/public';

/** A meeting is held on an Active simulation that is not a prioritization (spec 2 sections 4 and 9). */
export const canHoldMeeting = (simulation: Pick<TSimulationSummary, 'status' | 'is_pb'>) =>
  simulation.status === 'active' && !simulation.is_pb;

/**
 * Whether a meeting's public screen opens: by its simulation's status (include=budget), else by
 * `is_active` (decision 0530: the facilitator's and the results stay readable once it is Inactive).
 */
export function meetingScreenOpen(
  meeting: Pick<TMeetingView, 'is_active' | 'budget'>,
  screen: TMeetingScreen,
) {
  const status = meeting.budget?.status ?? (meeting.is_active ? 'active' : null);
  return status !== null && meetingScreenServed(screen, status);
}

/** The create dialog's simulations: those that can hold a meeting, by name case-insensitively. */
export const meetingChoices = <T extends Pick<TSimulationSummary, 'status' | 'is_pb' | 'name'>>(
  simulations: readonly T[],
): T[] =>
  simulations
    .filter(canHoldMeeting)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/** Meetings by update time, newest first (spec 2 section 9); ties by id, newest first. */
export const newestFirst = <T extends Pick<TMeetingView, 'id' | 'updated_at'>>(meetings: readonly T[]): T[] =>
  [...meetings].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.id - a.id);

/** The simulations the meetings belong to, once each, by name: the list's links to their Meetings tabs. */
export function meetingSimulations(meetings: readonly TMeetingView[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const m of meetings) byId.set(m.budget_id, m.budget?.name ?? m.budget_name);
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** Where a meeting's simulation lists its meetings (spec 2: /simulations/{id}#meetings). */
export const simulationMeetingsPath = (budgetId: number) => `/simulations/${budgetId}#meetings`;

export const meetingEditorPath = (id: number) => `/meetings/${id}`;

const modified = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The Date Modified column: 'Mar 1, 2026, 9:30 AM' in the viewer's time zone. */
export const formatModified = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : modified.format(date);
};
