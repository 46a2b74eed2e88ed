// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TPublicCategory } from '@commonpurse/domain/public';
import { renderWithIntl, setupFeatureTests } from '../testing.tsx';
import { BudgetChart, type TBudgetChartProps } from './BudgetChart.tsx';
import { CHART_COLORS, chartRows, doughnutSegments } from './totals.ts';

setupFeatureTests();

const category = (id: number, name: string, amounts: number[]): TPublicCategory =>
  ({
    id,
    name,
    type: 'expense',
    subcategories: amounts.map((amount, index) => ({ id: id * 10 + index, amount })),
  }) as unknown as TPublicCategory;

const categories = [
  category(1, 'Public Safety', [300, 200]),
  category(2, 'Parks', [250]),
  category(3, 'Libraries', [250]),
];
// Parks' item moved from 250 to 150; the others keep their starting amounts.
const amounts = new Map([[20, 150]]);
const format = (amount: number) => `$${amount.toLocaleString('en-US')}`;

const renderChart = (overrides: Partial<TBudgetChartProps> = {}) =>
  renderWithIntl(
    <BudgetChart
      kind="pie"
      categories={categories}
      amounts={amounts}
      format={format}
      title="Spending"
      {...overrides}
    />,
  );

const tableRows = () =>
  within(screen.getByRole('table', { name: 'Spending, by category' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the budget chart', () => {
  it('draws a doughnut of the current totals with a spoken summary and a table of every value', () => {
    const { container } = renderChart();
    const image = screen.getByRole('img');
    expect(image.tagName).toBe('svg');
    expect(image.getAttribute('aria-label')).toBe(
      'Spending: 3 categories, total $900. Largest: Public Safety, 55.6%. Each value is listed in the table.',
    );
    expect(tableRows()).toEqual([
      ['Category', 'Amount', 'Share'],
      ['Public Safety', '$500', '55.6%'],
      ['Parks', '$150', '16.7%'],
      ['Libraries', '$250', '27.8%'],
      ['Total', '$900', '100%'],
    ]);
    const segments = [...container.querySelectorAll('.cp-chart__segment')];
    expect(segments.map((s) => s.getAttribute('stroke'))).toEqual(CHART_COLORS.slice(0, 3));
    expect(segments.map((s) => Number(s.getAttribute('stroke-dashoffset')))).toEqual([
      0,
      expect.closeTo(-55.556, 2),
      expect.closeTo(-72.222, 2),
    ]);
  });

  it('draws bars scaled to the largest total, the table kept for screen readers', () => {
    const { container } = renderChart({ kind: 'bar' });
    expect(screen.getByRole('img').tagName).toBe('DIV');
    expect(
      [...container.querySelectorAll('.cp-chart__bar-fill')].map((r) => Number(r.getAttribute('width'))),
    ).toEqual([100, 30, 50]);
    expect(screen.getByRole('table').parentElement!.className).toBe('cp-visually-hidden');
    expect(tableRows()).toHaveLength(5);
  });

  it('says there is nothing to show when every total is zero', () => {
    renderChart({ amounts: new Map([10, 11, 20, 30].map((id) => [id, 0])) });
    expect(screen.getByText('No amounts to show yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('chart rows', () => {
  it('counts a negative total as zero and gives every category a colour in turn', () => {
    const many = Array.from({ length: 12 }, (_, i) => category(i + 1, `C${i}`, [i === 0 ? -5 : 1]));
    const rows = chartRows(many, new Map());
    expect(rows[0]).toMatchObject({ total: 0, share: 0 });
    expect(rows[1]!.share).toBeCloseTo(1 / 11, 10);
    expect(rows[10]!.color).toBe(CHART_COLORS[0]);
  });

  it('leaves zero shares out of the doughnut', () => {
    const rows = chartRows([category(1, 'A', [0]), category(2, 'B', [1]), category(3, 'C', [3])], new Map());
    expect(doughnutSegments(rows).map(({ row, start, length }) => [row.name, start, length])).toEqual([
      ['B', 0, 0.25],
      ['C', 0.25, 0.75],
    ]);
  });
});
