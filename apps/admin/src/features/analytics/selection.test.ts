import { describe, expect, it } from 'vitest';
import { makeSummary } from '@/test/simulation-fixtures.ts';
import { defaultSelection, selectable } from './selection.ts';

const inactive = makeSummary({ id: 1, status: 'inactive' });
const fresh = makeSummary({ id: 2, status: 'new' });
const active = makeSummary({ id: 3, status: 'active' });

describe('analytics selection', () => {
  it('leaves New simulations out', () => {
    expect(selectable([inactive, fresh, active]).map((b) => b.id)).toEqual([1, 3]);
  });

  it.each([
    [[inactive, active], 1, 1],
    [[inactive, active], null, 3],
    [[inactive, active], 99, 3],
    [[inactive], null, 1],
    [[], 5, null],
  ])('%#: the route id, else the first Active, else the first', (list, routeId, expected) => {
    expect(defaultSelection(list, routeId)?.id ?? null).toBe(expected);
  });
});
