import type { TPreparedElection } from './mes-election.ts';

/**
 * Whether an Add1 run may stop before its last round (decision 0628). The Add1 loop only asks of a run
 * whether its outcome fits the funds and whether it is exhaustive; the rounds themselves matter only for
 * the outcome it keeps, which it runs in full.
 *
 * Every later round funds a project still in `remaining` (the others were found unaffordable, and
 * purses only shrink), and collects its cost from its supporters' purses. So the rounds left spend at
 * most the sum, over those projects, of the lesser of the cost and what their supporters held when last
 * counted (`heldAtMost`). If an unaffordable project, never to be funded, still fits in the funds after
 * that much more spending, the outcome is certain to fit the funds and not to be exhaustive.
 */
export function certainlyFitsAndNotExhaustive(
  election: TPreparedElection,
  selected: Uint8Array,
  remaining: readonly number[],
  spent: bigint,
  heldAtMost: Float64Array,
): boolean {
  const { costs } = election;
  let later = 0;
  for (const q of remaining) later += Math.min(costs[q]!, heldAtMost[q]!);
  // Floats stand for large integers here: a margin far above their rounding keeps the test one-sided.
  const funds = Number(election.fundUnits);
  const room = funds - Number(spent) - later - 1e-9 * (funds + later);
  if (!(room > 0)) return false;
  const open = new Uint8Array(costs.length);
  for (const q of remaining) open[q] = 1;
  return election.candidates.some((z) => selected[z] === 0 && open[z] === 0 && costs[z]! <= room);
}
