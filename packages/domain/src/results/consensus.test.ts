import { describe, expect, it } from 'vitest';
import { consensus } from './consensus.ts';
import { ballotsOf } from './test-elections.test-helper.ts';

describe('consensus (pbhappy)', () => {
  const groups = ballotsOf(
    ['a', 'b', 'c'],
    [
      [1, ['a', 'b']],
      [1, ['b']],
      [1, ['c']],
      [1, []],
    ],
  );

  it('counts voters with at least one winning project and how many each won', () => {
    expect(consensus(groups, ['a', 'b'])).toEqual({
      total_voters: 4,
      voters: 2,
      percentage: 50,
      won_at_least: [4, 2, 1],
      distribution: [2, 1, 1],
    });
  });

  it('ignores unknown ids and handles no winners or no ballots', () => {
    expect(consensus(groups, ['zzz'])).toMatchObject({ voters: 0, percentage: 0, distribution: [4] });
    expect(consensus(ballotsOf(['a'], []), ['a'])).toEqual({
      total_voters: 0,
      voters: 0,
      percentage: 0,
      won_at_least: [0],
      distribution: [0],
    });
  });
});
