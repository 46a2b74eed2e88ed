import {
  CREATION_METHODS,
  UPGRADE_TOOLTIP,
  type TCapabilities,
  type TCreationMethod,
  type TSimulationSummary,
} from '@commonpurse/domain';
import { CREATE_LABELS } from '../labels.ts';

type TCreateMode = 'budget' | 'housing';

/** Prioritizations cannot start from a template (spec 1 "Create dialog"). */
export const creationMethodsFor = (isPb: boolean): TCreationMethod[] =>
  CREATION_METHODS.filter((m) => !(isPb && m === 'start_from_template'));

/**
 * The mode choice: offered only when the client may use both budget and housing; otherwise the permitted
 * one is the default. Prioritizations always use budget.
 */
export function modeChoice(
  capabilities: Pick<TCapabilities, 'simulation_mode_budget' | 'simulation_mode_housing'>,
  isPb: boolean,
): { offered: boolean; default: TCreateMode } {
  if (isPb) return { offered: false, default: 'budget' };
  const budget = capabilities.simulation_mode_budget;
  const housing = capabilities.simulation_mode_housing;
  return { offered: budget && housing, default: !budget && housing ? 'housing' : 'budget' };
}

interface TSource {
  id: number;
  name: string;
}

const byName = (a: TSource, b: TSource) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

export interface TSourceLists {
  templates?: readonly TSimulationSummary[];
  own?: readonly TSimulationSummary[];
  receipts?: readonly TSource[];
}

/**
 * What the source picker lists for a method, by name: templates or own simulations of the same kind, or
 * every receipt of the client (archived ones too: duplicating one does not change it).
 */
export function sourceOptions(
  method: TCreationMethod | undefined,
  isPb: boolean,
  lists: TSourceLists,
): TSource[] {
  if (method === 'duplicate_tax_receipt') return [...(lists.receipts ?? [])].sort(byName);
  const list =
    method === 'start_from_template' ? lists.templates : method === 'duplicate_simulation' ? lists.own : [];
  return (list ?? []).filter((s) => s.is_pb === isPb).sort(byName);
}

/**
 * Why Duplicate a Tax Receipt cannot be chosen (decision 0450): a receipt becomes a simulation only, the
 * client needs the receipts capability, and there must be a receipt once the list has loaded (a list
 * still loading, or one that failed, leaves the method to its own message).
 */
export function receiptMethodUnavailable(
  isPb: boolean,
  receiptsEnabled: boolean,
  receipts: readonly TSource[] | undefined,
): string | null {
  if (isPb) return CREATE_LABELS.receiptsForSimulationsOnly;
  if (!receiptsEnabled) return UPGRADE_TOOLTIP;
  if (receipts?.length === 0) return CREATE_LABELS.noReceipts;
  return null;
}
