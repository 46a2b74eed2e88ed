import { describe, expect, it } from 'vitest';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { categoriesOf, outsideTour, tourOf, withItemInTour, withTourOrders } from './tour-model.ts';
import { droppedOrder } from './TourList.tsx';

const view = () =>
  makeView({
    expenses: [
      makeCategory({ id: 2, display_order: 1, tour_order: null }),
      makeCategory({ id: 1, display_order: 0, tour_order: 2 }, [{ id: 11, in_tour: false }]),
    ],
    revenue: [makeCategory({ id: 3, type: 'revenue', tour_order: 0 }, [{ id: 31, in_tour: true }])],
  });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('the tour model', () => {
  it('lists spending then revenue, the tour by tour_order, the rest as candidates', () => {
    expect(categoriesOf(view()).map((c) => [c.id, c.list])).toEqual([
      [1, 'expenses'],
      [2, 'expenses'],
      [3, 'revenue'],
    ]);
    expect(ids(tourOf(view()))).toEqual([3, 1]);
    expect(ids(outsideTour(view()))).toEqual([2]);
  });

  it('applies tour orders and item flags wherever the category or item is', () => {
    const next = withItemInTour(
      withTourOrders(view(), [
        [2, 0],
        [3, null],
      ]),
      31,
      false,
    );
    expect(ids(tourOf(next))).toEqual([2, 1]);
    expect(next.revenue?.[0]?.tour_order).toBeNull();
    expect(next.revenue?.[0]?.subcategories[0]?.in_tour).toBe(false);
    expect(next.expenses?.[1]?.subcategories[0]?.in_tour).toBe(false);
  });

  it.each([
    [3, 1, [3, 1, 2]],
    [3, 2, [1, 3, 2]],
    [1, 3, [2, 3, 1]],
    [1, 1, null],
    [1, undefined, null],
    [9, 1, null],
  ])('drops %s on %s', (active, over, expected) => {
    expect(droppedOrder([1, 2, 3], active, over)).toEqual(expected);
  });
});
