import { describe, expect, it } from 'vitest';
import { OTHER_CITIES_LABEL, OTHER_SLICE_LABEL, simulationLabel } from './labels.ts';
import { citySlices, pieSlices, showsCityLabel } from './slices.ts';

const slice = (label: string, amount: number) => ({ label, amount });

describe('pieSlices', () => {
  it("merges slices at or below 2 percent into 'Other', shown last", () => {
    const slices = [
      slice('A', 50),
      slice('D', 2),
      slice('B', 30),
      slice('E', 2),
      slice('C', 15),
      slice('F', 1),
    ];
    expect(pieSlices(slices)).toEqual([
      { label: 'A', amount: 50, percentage: 50 },
      { label: 'B', amount: 30, percentage: 30 },
      { label: 'C', amount: 15, percentage: 15 },
      { label: OTHER_SLICE_LABEL, amount: 5, percentage: 5 },
    ]);
    expect(OTHER_SLICE_LABEL).toBe('Other');
  });

  it('keeps a slice just above 2 percent and merges one at exactly 2 percent', () => {
    const result = pieSlices([slice('big', 959), slice('above', 21), slice('exact', 20)]);
    expect(result.map((s) => [s.label, s.amount])).toEqual([
      ['big', 959],
      ['above', 21],
      ['Other', 20],
    ]);
    // 1 of 50 is exactly 2 percent too, compared without dividing.
    expect(pieSlices([slice('one', 1), slice('rest', 49)]).map((s) => s.label)).toEqual(['rest', 'Other']);
  });

  it('adds a slice already labelled Other and repeated labels together', () => {
    expect(
      pieSlices([
        slice('Other', 30),
        slice('Male', 40),
        slice('Female', 20),
        slice('Male', 9),
        slice('x', 1),
      ]),
    ).toEqual([
      { label: 'Male', amount: 49, percentage: 49 },
      { label: 'Female', amount: 20, percentage: 20 },
      { label: 'Other', amount: 31, percentage: 31 },
    ]);
  });

  it('orders equal slices by label and adds no Other slice when nothing is small', () => {
    expect(pieSlices([slice('b', 10), slice('a', 10)]).map((s) => s.label)).toEqual(['a', 'b']);
  });

  it('merges everything when every slice is small', () => {
    const many = Array.from({ length: 60 }, (_, i) => slice(`city ${i}`, 1));
    expect(pieSlices(many)).toEqual([{ label: 'Other', amount: 60, percentage: 100 }]);
  });

  it('gives no slices for no data, and leaves out slices of zero or less', () => {
    expect(pieSlices([])).toEqual([]);
    expect(pieSlices([slice('a', 0), slice('b', -3)])).toEqual([]);
    expect(pieSlices([slice('a', 0), slice('b', -3), slice('c', 4)])).toEqual([
      { label: 'c', amount: 4, percentage: 100 },
    ]);
  });
});

describe('citySlices', () => {
  it("names the top 10 cities and groups the rest as 'Other Cities'", () => {
    // 12 cities with 12, 11, ..., 1 sessions (total 78): 2 of 78 is above 2 percent but 11th.
    const cities = Array.from({ length: 12 }, (_, i) => slice(`City ${String.fromCharCode(65 + i)}`, 12 - i));
    const result = citySlices(cities);
    expect(result).toHaveLength(11);
    expect(result.slice(0, 10).map((s) => s.amount)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(result[10]).toEqual({ label: OTHER_CITIES_LABEL, amount: 3, percentage: (3 / 78) * 100 });
    expect(OTHER_CITIES_LABEL).toBe('Other Cities');
  });

  it('labels a city slice only above 1 percent', () => {
    expect(showsCityLabel({ label: 'a', amount: 1, percentage: 1 })).toBe(false);
    expect(showsCityLabel({ label: 'a', amount: 1, percentage: 1.01 })).toBe(true);
  });
});

describe('simulationLabel', () => {
  it('cuts a simulation name to 151 characters in the analytics selectors', () => {
    expect(simulationLabel('FY 2027')).toBe('FY 2027');
    const long = 'x'.repeat(200);
    expect(simulationLabel(long)).toBe(`${'x'.repeat(151)}…`);
    expect(simulationLabel('y'.repeat(151))).toBe('y'.repeat(151));
  });
});
