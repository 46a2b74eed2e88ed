import { STRUCTURE_LIMITS } from '@commonpurse/domain';
import type { TCheckedBallot } from '@commonpurse/domain/public';
import type { SubmissionWrite } from '../public/writes.ts';

// What a checked ballot stores (online and paper alike): a submission_items row per chosen project
// (its rank, points, and cost as the amount, starting at 0) and per suggestion (the proposed cost or 0,
// no rank), each suggestion's text as a comment on its box, and totals: the funds, the cost chosen.

export function ballotRows(
  checked: TCheckedBallot,
  funds: number | null,
): Pick<SubmissionWrite, 'items' | 'totals'> & { suggestionComments: SubmissionWrite['comments'] } {
  const revenue = funds ?? 0;
  return {
    items: [
      ...checked.choices.map((c) => ({
        item: c.item,
        amount: c.cost,
        start: 0,
        rank: c.rank,
        points: c.points,
      })),
      ...checked.suggestions.map((s) => ({ item: s.item, amount: s.amount ?? 0, start: 0 })),
    ],
    totals: { revenue, expenses: checked.cost, balance: Math.round((revenue - checked.cost) * 100) / 100 },
    suggestionComments: checked.suggestions.map((s) => ({ item: s.item, text: s.text })),
  };
}

/** The totals fit the amount columns (a nonnumerical ballot of many large projects might not). */
export const totalsFit = ({ totals }: Pick<SubmissionWrite, 'totals'>) =>
  [totals.revenue, totals.expenses, totals.balance].every((v) => Math.abs(v) <= STRUCTURE_LIMITS.amountMax);
