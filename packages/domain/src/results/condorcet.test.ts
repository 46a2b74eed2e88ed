import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { condorcet, pairwiseMatrix } from './condorcet.ts';
import { ballotsOf, rankedElection } from './test-elections.test-helper.ts';

describe('condorcet, worked by hand', () => {
  it('counts a ranked project as beating an unranked one, and a higher rank a lower one', () => {
    const result = condorcet(
      ballotsOf(
        ['a', 'b', 'c'],
        [
          [2, ['a', 'b']],
          [1, ['b']],
          [1, ['c', 'a']],
        ],
      ),
    );
    expect(result.matrix).toEqual([
      [0, 3, 2],
      [1, 0, 3],
      [1, 1, 0],
    ]);
    expect(result.projects).toEqual([
      { id: 'a', wins: 2, beats: ['b', 'c'], win_percent: 100 },
      { id: 'b', wins: 1, beats: ['c'], win_percent: 50 },
      { id: 'c', wins: 0, beats: [], win_percent: 0 },
    ]);
    expect(result.winner).toBe('a');
    expect(result.ranking).toEqual(['a', 'b', 'c']);
  });

  it('ranks a cycle by Schulze when there is no Condorcet winner', () => {
    // a beats b 5:2, b beats c 5:2, c beats a 4:3. Strongest paths: a->c 5 against c->a 4, and so on.
    const result = condorcet(
      ballotsOf(
        ['c', 'b', 'a'],
        [
          [3, ['a', 'b', 'c']],
          [2, ['b', 'c', 'a']],
          [2, ['c', 'a', 'b']],
        ],
      ),
    );
    expect(result.winner).toBeNull();
    expect(result.projects.map((p) => p.wins)).toEqual([1, 1, 1]);
    expect(result.ranking).toEqual(['a', 'b', 'c']);
  });

  it('keeps level projects in a fixed order: more ballots ranking them, then smaller id', () => {
    const result = condorcet(ballotsOf(['b', 'a', 'c'], [[1, ['c']]]));
    expect(result.winner).toBe('c');
    expect(result.ranking).toEqual(['c', 'a', 'b']);
  });

  it('has no winner and no preferences without ballots; a single project wins alone', () => {
    const empty = condorcet(ballotsOf(['a', 'b'], []));
    expect(empty.winner).toBeNull();
    expect(empty.matrix).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(empty.ranking).toEqual(['a', 'b']);
    expect(condorcet(ballotsOf(['a'], [[1, ['a']]])).winner).toBe('a');
  });
});

describe('pairwise matrix properties', () => {
  it('m[a][b] + m[b][a] never exceeds the ballots', () => {
    fc.assert(
      fc.property(rankedElection, ({ ids, rankings, groups }) => {
        const { matrix } = pairwiseMatrix(groups);
        const n = ids.length;
        for (let a = 0; a < n; a += 1) {
          for (let b = 0; b < n; b += 1) {
            if (a === b) continue;
            expect(matrix[a * n + b]! + matrix[b * n + a]!).toBeLessThanOrEqual(rankings.length);
            // Direct count: ballots ranking a, and b below it or not at all.
            const direct = rankings.filter(
              (r) => r.includes(a) && (!r.includes(b) || r.indexOf(a) < r.indexOf(b)),
            );
            expect(matrix[a * n + b]).toBe(direct.length);
          }
        }
      }),
    );
  });
});
