import { describe, expect, it } from 'vitest';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { categoriesOf, outsideTour, tourOf, withTourOrders } from './tour-model.ts';

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

  it('applies tour orders wherever the category is', () => {
    const next = withTourOrders(view(), [
      [2, 0],
      [3, null],
    ]);
    expect(ids(tourOf(next))).toEqual([2, 1]);
    expect(next.revenue?.[0]?.tour_order).toBeNull();
  });
});
