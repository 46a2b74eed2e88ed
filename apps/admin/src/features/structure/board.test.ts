import { describe, expect, it } from 'vitest';
import type { TBoardCategoryView } from '@commonpurse/domain';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { containerOf, containersOf, moveBetween, parseDndId } from './board-ids.ts';
import { inCategoryOrder, inItemOrder, withItem, withMovedItem, withoutItem } from '@/api/structure-cache.ts';

const categories = () => [
  makeCategory({ id: 1, name: 'A' }, [{ id: 11 }, { id: 12 }, { id: 13 }]),
  makeCategory({ id: 2, name: 'B', display_order: 1 }, [{ id: 21 }]),
  makeCategory({ id: 3, name: 'C', display_order: 2 }),
];
const ids = (list: TBoardCategoryView[]) => list.map((c) => [c.id, c.subcategories.map((s) => s.id)]);

describe('drag-and-drop ids', () => {
  it('parses what it builds and nothing else', () => {
    expect(parseDndId('c:4')).toEqual({ kind: 'category', id: 4 });
    expect(parseDndId('l:4')).toEqual({ kind: 'list', id: 4 });
    expect(parseDndId('i:12')).toEqual({ kind: 'item', id: 12 });
    expect(parseDndId('x:1')).toBeNull();
    expect(parseDndId(null)).toBeNull();
  });

  it('moves an item into another category before a given item, or last', () => {
    const start = containersOf(categories());
    expect(containerOf(start, 21)).toBe(2);
    const before = moveBetween(start, 12, 2, 21);
    expect([...before]).toEqual([
      [1, [11, 13]],
      [2, [12, 21]],
      [3, []],
    ]);
    expect([...moveBetween(start, 12, 3, null)].at(2)).toEqual([3, [12]]);
    // Within its own category, or to an unknown one, nothing changes.
    expect(moveBetween(start, 12, 1, 11)).toBe(start);
    expect(moveBetween(start, 12, 99, null)).toBe(start);
  });
});

describe('the cached lists', () => {
  it('reorders categories and items, renumbering display_order', () => {
    const reordered = inCategoryOrder(categories(), [3, 1, 2]);
    expect(reordered.map((c) => [c.id, c.display_order])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
    const items = inItemOrder(categories(), 1, [13, 11, 12]);
    expect(items[0]?.subcategories.map((s) => [s.id, s.display_order])).toEqual([
      [13, 0],
      [11, 1],
      [12, 2],
    ]);
  });

  it('moves an item to another category at its place', () => {
    const start = categories();
    const item = start[0]!.subcategories[1]!;
    expect(ids(withMovedItem(start, item, 2, [21, 12]))).toEqual([
      [1, [11, 13]],
      [2, [21, 12]],
      [3, []],
    ]);
    expect(withMovedItem(start, item, 2, [21, 12])[1]?.subcategories[1]?.budget_category_id).toBe(2);
  });

  it('adds, replaces and removes items', () => {
    const start = categories();
    const renamed = { ...start[0]!.subcategories[0]!, name: 'Renamed' };
    expect(withItem(start, renamed)[0]?.subcategories[0]?.name).toBe('Renamed');
    const moved = { ...renamed, budget_category_id: 3 };
    expect(ids(withItem(start, moved))).toEqual([
      [1, [12, 13]],
      [2, [21]],
      [3, [11]],
    ]);
    expect(ids(withoutItem(start, 21))[1]).toEqual([2, []]);
  });
});
