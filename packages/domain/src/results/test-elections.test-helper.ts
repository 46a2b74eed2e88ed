// Small elections for the counting tests, written the way staff would describe them.
import fc from 'fast-check';
import { groupBallots, type TBallotGroups } from './ballots.ts';

/** Ballots given as 'count x ids', e.g. [[2, ['a', 'b']], [1, ['b']]]. */
export function ballotsOf(
  ids: readonly string[],
  spec: readonly [number, readonly string[]][],
): TBallotGroups {
  const ballots = spec.flatMap(([count, projects]) => Array.from({ length: count }, () => ({ projects })));
  return groupBallots(ids, ballots);
}

/** Random ranked elections: 1-6 projects, up to 40 ballots ranking any subset in any order. */
export const rankedElection = fc
  .record({
    costs: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 6 }),
    funds: fc.integer({ min: 0, max: 250 }),
  })
  .chain(({ costs, funds }) =>
    fc
      .array(fc.uniqueArray(fc.integer({ min: 0, max: costs.length - 1 }), { maxLength: costs.length }), {
        maxLength: 40,
      })
      .map((rankings) => {
        const ids = costs.map((_, p) => `p${p}`);
        return {
          ids,
          costs,
          funds,
          rankings,
          groups: groupBallots(
            ids,
            rankings.map((r) => ({ projects: r.map((p) => ids[p]!) })),
          ),
        };
      }),
  );
