// The parent a structure (categories and items) belongs to: a simulation, or a taxpayer receipt whose
// spending the same board, CSV menu and customize dialog edit under its own path.

export interface TParent {
  kind: 'simulation' | 'receipt';
  id: number;
}

export const budgetPath = (id: number) => `/v1/admin/budgets/${id}`;

/** The API base path of a parent: `/v1/admin/budgets/{id}` or `/v1/admin/receipts/{id}`. */
export const parentPath = ({ kind, id }: TParent) =>
  kind === 'simulation' ? budgetPath(id) : `/v1/admin/receipts/${id}`;

const simulationParents = new Map<number, TParent>();

/** A simulation as a parent; the same object for the same id, so hooks can depend on it. */
export function simulationParent(id: number): TParent {
  let parent = simulationParents.get(id);
  if (!parent) {
    parent = { kind: 'simulation', id };
    simulationParents.set(id, parent);
  }
  return parent;
}
