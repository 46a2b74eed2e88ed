import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_MESSAGES, BUDGET_REPORT_LABELS } from '@commonpurse/domain/analytics';
import { categoryRow, makeAnalytics } from '@/test/analytics-fixtures.ts';
import { AsUser } from '@/test/current-user.tsx';
import { jsonResponse, mockFetch, renderAt, signIn } from '@/test/render.tsx';
import { CHART_LABELS } from '@/ui/charts/labels.ts';
import { DEMOGRAPHICS_LABELS as D } from './demographics-labels.ts';
import SimulationAnalyticsPanel from './SimulationAnalyticsPanel.tsx';

// jsdom has no layout for Recharts: the drawings are left out, the hidden tables carry the figures.
vi.mock('@/ui/charts/PieDrawing.tsx', () => ({ default: () => null }));
vi.mock('@/ui/charts/BarDrawing.tsx', () => ({ default: () => null }));
vi.mock('@/ui/save-file.ts', () => ({ saveFile: vi.fn() }));

const AGES = ['35-44', '25-34', '45-54', '55-64', '18-24', '65+'];
const ANALYTICS = makeAnalytics({
  submission_count: 100,
  metrics: {
    age: [{ label: '35-44', amount: 60, percentage: 100 }],
    device_type: [{ label: 'mobile', amount: 9, percentage: 100 }],
    gender: [],
    user_type: [
      { label: 'New Visitor', amount: 3, percentage: 75 },
      { label: 'Returning Visitor', amount: 1, percentage: 25 },
    ],
    city: [],
    // No data: the server merged nothing, so the chart says so.
  },
  demographics: {
    // 6 answers: the table shows 5; the pie merges 65+ (1 of 100, at or below 2 %) into 'Other'.
    age_range: AGES.map((value, i) => ({
      value,
      total_count: [40, 30, 15, 10, 4, 1][i]!,
      total_percentage: [40, 30, 15, 10, 4, 1][i]!,
    })),
    race: [],
    postal_code: [{ value: '97401', total_count: 3, total_percentage: 100 }],
    gender: [],
  },
  categories: [
    categoryRow(1, 'Parks', 'expense', 1_000_000, 1_200_000),
    categoryRow(2, 'Fees', 'revenue', 500_000, 450_000),
  ],
  top_categories_increased: { expense: [{ id: 1, name: 'Parks', change: 200_000 }], revenue: [] },
  top_categories_decreased: { expense: [], revenue: [{ id: 2, name: 'Fees', change: -50_000 }] },
});

const calls: { path: string; auth: string | null }[] = [];
beforeEach(() => {
  signIn();
  calls.length = 0;
  mockFetch((url, init) => {
    calls.push({ path: url.pathname, auth: new Headers(init.headers).get('authorization') });
    if (url.pathname === '/v1/admin/budgets/7/analytics') return jsonResponse({ data: ANALYTICS });
    if (url.pathname.startsWith('/api/budget/7/'))
      return new Response('label,amount\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="age.csv"' },
      });
    return jsonResponse({ message: 'Not Found' }, 404);
  });
});

const renderPanel = () =>
  renderAt(
    <AsUser>
      <SimulationAnalyticsPanel budgetId={7} />
    </AsUser>,
  );

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const sectionOf = (heading: string) =>
  screen.getByRole('heading', { name: heading, level: 2 }).closest('section')!;

describe('simulation analytics charts', () => {
  it('draws a pie for each metric with its CSV button, and says when one has no data', async () => {
    renderPanel();
    await screen.findByRole('heading', { name: 'Age' });
    for (const report of ['age', 'device_type', 'gender', 'user_type', 'city', 'social_network'] as const) {
      const section = sectionOf(BUDGET_REPORT_LABELS[report]);
      expect(
        within(section).getByRole('button', { name: `Download ${BUDGET_REPORT_LABELS[report]} CSV` }),
      ).toBeTruthy();
    }
    expect(rowsOf(screen.getByRole('table', { name: 'New vs Returning' }))).toEqual([
      ['New Visitor', '3', '75%'],
      ['Returning Visitor', '1', '25%'],
    ]);
    for (const empty of ['Gender', 'City', 'Social Networks'])
      expect(within(sectionOf(empty)).getByText(ANALYTICS_MESSAGES.noData)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download Age CSV' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ path: '/api/budget/7/age', auth: 'Bearer reporting-token' }),
    );
  });

  it('shows each demographic set: its first 5 answers, a pie of all, one CSV button', async () => {
    renderPanel();
    const ages = await screen.findByRole('table', { name: D.caption(D.sets.age_range) });
    expect(rowsOf(ages).map((row) => row[0])).toEqual(AGES.slice(0, 5));
    expect(rowsOf(screen.getByRole('table', { name: D.sets.age_range })).map((row) => row[0])).toEqual([
      ...AGES.slice(0, 5),
      'Other',
    ]);
    const demographics = sectionOf(BUDGET_REPORT_LABELS.demographics);
    expect(within(demographics).getAllByRole('button', { name: /^Download .* CSV$/ })).toHaveLength(1);
    expect(within(demographics).getAllByText(ANALYTICS_MESSAGES.noData)).toHaveLength(2);

    fireEvent.click(within(demographics).getByRole('button', { name: 'Download Demographics CSV' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/budget/7/demographics'));
  });

  it('compares submitted with budgeted per category, and lists the top changes', async () => {
    renderPanel();
    const spending = await screen.findByRole('table', { name: CHART_LABELS.categories.expenseTitle });
    expect(rowsOf(spending)).toEqual([['Parks', '$1,000,000', '$1,200,000']]);
    expect(rowsOf(screen.getByRole('table', { name: CHART_LABELS.categories.revenueTitle }))).toEqual([
      ['Fees', '$500,000', '$450,000'],
    ]);
    const list = (title: string) =>
      screen.getByRole('heading', { name: title }).nextElementSibling?.textContent;
    expect(list(CHART_LABELS.topChanges.expenseIncreases)).toBe('Parks: +$200,000');
    expect(list(CHART_LABELS.topChanges.revenueDecreases)).toBe('Fees: -$50,000');
    expect(list(CHART_LABELS.topChanges.expenseDecreases)).toBe(ANALYTICS_MESSAGES.noData);
  });
});
