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

const parents = { simulation: new Map<number, TParent>(), receipt: new Map<number, TParent>() };

/** The same object for the same parent, so hooks can depend on it. */
function parentOf(kind: TParent['kind'], id: number): TParent {
  let parent = parents[kind].get(id);
  if (!parent) {
    parent = { kind, id };
    parents[kind].set(id, parent);
  }
  return parent;
}

/** A simulation as a parent. */
export const simulationParent = (id: number) => parentOf('simulation', id);

/** A taxpayer receipt as the parent of its spending. */
export const receiptParent = (id: number) => parentOf('receipt', id);
