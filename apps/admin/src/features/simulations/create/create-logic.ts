import {
  CREATION_METHODS,
  type TCapabilities,
  type TCreationMethod,
  type TSimulationSummary,
} from '@commonpurse/domain';

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

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** What the source picker lists for a method: templates or own simulations of the same kind, by name. */
export function sourceOptions(
  method: TCreationMethod | undefined,
  isPb: boolean,
  lists: { templates?: readonly TSimulationSummary[]; own?: readonly TSimulationSummary[] },
): TSimulationSummary[] {
  const list =
    method === 'start_from_template' ? lists.templates : method === 'duplicate_simulation' ? lists.own : [];
  return (list ?? []).filter((s) => s.is_pb === isPb).sort(byName);
}
