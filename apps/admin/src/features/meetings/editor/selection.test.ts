import { describe, expect, it } from 'vitest';
import { makeCategory } from '@/test/structure-fixtures.ts';
import {
  categoriesToSave,
  categoryState,
  sameIds,
  selectionSummary,
  toggleCategory,
  toggleItem,
} from './selection.ts';

const taxes = makeCategory({ id: 1, name: 'Taxes', type: 'revenue' }, [
  { id: 11, name: 'Property' },
  { id: 12, name: 'Sales' },
]);
const parks = makeCategory({ id: 2, name: 'Parks' }, [
  { id: 21, name: 'Trails' },
  { id: 22, name: 'Pools' },
]);
const empty = makeCategory({ id: 3, name: 'Reserves' });
const structure = { revenue: [taxes], expenses: [parks, empty] };

describe('meeting item selection', () => {
  it.each([
    [[], 'none'],
    [[11], 'some'],
    [[11, 12], 'all'],
    [[21, 22], 'none'],
  ] as const)('a category with %j selected is %s', (ids, state) => {
    expect(categoryState(taxes, new Set(ids))).toBe(state);
  });

  it('checks and unchecks a category with all its items, leaving the others', () => {
    const checked = toggleCategory(parks, new Set([11, 21]), true);
    expect([...checked].sort()).toEqual([11, 21, 22]);
    expect([...toggleCategory(parks, checked, false)]).toEqual([11]);
    expect([...toggleItem(12, new Set([11]), true)]).toEqual([11, 12]);
    expect([...toggleItem(11, new Set([11]), false)]).toEqual([]);
  });

  it('saves nothing for the whole budget, else the known items in display order', () => {
    const selected = new Set([22, 999, 11]);
    expect(categoriesToSave(true, structure, selected)).toEqual([]);
    expect(categoriesToSave(false, structure, selected)).toEqual([11, 22]);
    expect(categoriesToSave(false, structure, new Set([999]))).toEqual([]);
  });

  it('summarizes the selected items by category, leaving out categories without any', () => {
    expect(selectionSummary(structure, new Set([12, 21, 22]))).toEqual({
      revenue: [{ id: 1, name: 'Taxes', items: ['Sales'] }],
      expenses: [{ id: 2, name: 'Parks', items: ['Trails', 'Pools'] }],
    });
  });

  it('compares id lists regardless of order', () => {
    expect(sameIds([1, 2], [2, 1])).toBe(true);
    expect(sameIds([1, 2], [1])).toBe(false);
    expect(sameIds([], [])).toBe(true);
  });
});
