import { IMPACT_MESSAGES as M, impactCalculation, type TImpactCalculation } from '@commonpurse/domain';

// The multiplier dialog's drafts: what is typed per item, the table it gives (computed by the
// domain's impactCalculation, so the dialog shows what the server will answer) and what is saved.

type TRow = TImpactCalculation['rows'][number];
/** Typed multipliers by item id; an item not typed keeps its stored multiplier. */
export type TMultiplierDrafts = Record<number, string>;

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** Why a typed multiplier is refused, or null; empty means 0. */
export const multiplierProblem = (text: string) =>
  text.trim() === '' || NUMBER.test(text.trim()) ? null : M.multiplierNotNumber;

const typedOf = (row: TRow, drafts: TMultiplierDrafts) =>
  drafts[row.budget_subcategory_id] ?? String(row.multiplier);

/** The multiplier a row's text stands for (a refused or empty text counts as 0 until it is fixed). */
const valueOf = (text: string) => (text.trim() === '' || multiplierProblem(text) ? 0 : Number(text));

/** The table with the typed multipliers: each row's result and the total, to 4 decimals. */
export function draftCalculation(rows: readonly TRow[], drafts: TMultiplierDrafts) {
  return impactCalculation(rows.map((row) => ({ ...row, multiplier: valueOf(typedOf(row, drafts)) })));
}

/** Whether any typed multiplier is refused. */
export const hasProblems = (rows: readonly TRow[], drafts: TMultiplierDrafts) =>
  rows.some((row) => multiplierProblem(typedOf(row, drafts)) !== null);

/** The PUT body's list: the items with a multiplier other than 0 (the others have none). */
export const multipliersToSave = (rows: readonly TRow[], drafts: TMultiplierDrafts) =>
  draftCalculation(rows, drafts)
    .rows.filter((row) => row.multiplier !== 0)
    .map((row) => ({ budget_subcategory_id: row.budget_subcategory_id, multiplier: row.multiplier }));

/** The typed text of a row. */
export const typedMultiplier = typedOf;
