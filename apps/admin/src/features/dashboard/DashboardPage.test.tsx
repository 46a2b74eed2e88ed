import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_EMPTY_MESSAGE } from '@commonpurse/domain';
import { ANALYTICS_MESSAGES, type TDashboard } from '@commonpurse/domain/analytics';
import { categoryRow, makeAnalytics } from '@/test/analytics-fixtures.ts';
import { AsUser } from '@/test/current-user.tsx';
import { jsonResponse, mockFetch, renderAt, signIn } from '@/test/render.tsx';
import { ANALYTICS_PITCH } from '@/ui/AnalyticsMarketing.tsx';
import { CHART_LABELS } from '@/ui/charts/labels.ts';
import DashboardPage from './DashboardPage.tsx';
import { DASHBOARD_LABELS as L } from './labels.ts';

// jsdom has no layout for Recharts: the drawings are left out, the hidden tables carry the figures.
vi.mock('@/ui/charts/PieDrawing.tsx', () => ({ default: () => null }));
vi.mock('@/ui/charts/BarDrawing.tsx', () => ({ default: () => null }));

const BUDGETS = [
  { id: 4, name: 'Budget 2025', status: 'inactive' },
  { id: 7, name: 'Budget 2027', status: 'active' },
];

const ANALYTICS = makeAnalytics({
  total_pageviews: 2450,
  submission_count: 310,
  average_seconds_on_site: 3725,
  average_submitted_expenses: 101_250_000.4,
  average_submitted_revenue: 99_800_000,
  metrics: {
    age: [],
    device_type: [
      { label: 'desktop', amount: 30, percentage: 60 },
      { label: 'mobile', amount: 20, percentage: 40 },
    ],
    gender: [],
    user_type: [],
    city: [
      { label: 'Riverton', amount: 199, percentage: 99.5 },
      { label: 'Other Cities', amount: 1, percentage: 0.5 },
    ],
  },
  social_networks: [{ source: 'Facebook', amount: 12, percentage: 100 }],
  referrer_paths: Array.from({ length: 12 }, (_, i) => ({
    source: `site${i + 1}.example`,
    percentage: 12 - i,
    sessions: 120 - i,
  })),
  categories: [
    categoryRow(1, 'Public Safety', 'expense', 60_000_000, 61_500_000),
    categoryRow(2, 'Parks', 'expense', 40_000_000, 39_750_000),
    categoryRow(3, 'Property Tax', 'revenue', 100_000_000, null),
  ],
  top_categories_increased: { expense: [{ id: 1, name: 'Public Safety', change: 1_500_000 }], revenue: [] },
  top_categories_decreased: { expense: [{ id: 2, name: 'Parks', change: -250_000 }], revenue: [] },
});

let answer: TDashboard;
const calls: string[] = [];
beforeEach(() => {
  signIn();
  calls.length = 0;
  answer = { budgets: BUDGETS, analytics: ANALYTICS };
  mockFetch((url) => {
    calls.push(`${url.pathname}${url.search}`);
    if (url.pathname !== '/v1/admin/dashboard') return jsonResponse({ message: 'Not Found' }, 404);
    const id = Number(url.searchParams.get('budget_id') ?? 7);
    return jsonResponse({
      data: { ...answer, analytics: answer.analytics && { ...answer.analytics, budget_id: id } },
    });
  });
});

const renderDashboard = (analytics = true) =>
  renderAt(
    <AsUser features={{ analytics }}>
      <DashboardPage />
    </AsUser>,
  );

/** A hidden chart table's rows as text, header row left out. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('dashboard', () => {
  it('shows the chosen simulation’s totals, pies, bars, top changes and first 10 referrers', async () => {
    renderDashboard();
    const totals = (await screen.findByText(L.pageviews)).closest('dl')!;
    expect(
      [...totals.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual([
      [L.pageviews, '2,450'],
      [L.submissions, '310'],
      [L.receiptVisits, '—'],
      [L.averageExpenses, '$101,250,000'],
      [L.averageRevenue, '$99,800,000'],
      [L.timeOnSite, '1h 2m'],
    ]);
    expect(screen.getByRole('combobox', { name: L.selector }).textContent).toBe('Budget 2027');
    expect(screen.getByRole('button', { name: L.print }).className).toContain('no-print');

    expect(rowsOf('Device Type')).toEqual([
      ['desktop', '30', '60%'],
      ['mobile', '20', '40%'],
    ]);
    expect(rowsOf('City')).toEqual([
      ['Riverton', '199', '100%'],
      ['Other Cities', '1', '1%'],
    ]);
    expect(rowsOf('Social Networks')).toEqual([['Facebook', '12', '100%']]);
    expect(rowsOf(CHART_LABELS.categories.expenseTitle)).toEqual([
      ['Public Safety', '$60,000,000', '$61,500,000'],
      ['Parks', '$40,000,000', '$39,750,000'],
    ]);
    expect(rowsOf(L.perResident.title)).toEqual([
      [L.perResident.spending, '$100,000,000', '$101,250,000'],
      [L.perResident.revenue, '$100,000,000', '$99,800,000'],
    ]);
    const increases = screen.getByRole('heading', { name: CHART_LABELS.topChanges.expenseIncreases });
    expect(increases.nextElementSibling?.textContent).toBe('Public Safety: +$1,500,000');
    const decreases = screen.getByRole('heading', { name: CHART_LABELS.topChanges.expenseDecreases });
    expect(decreases.nextElementSibling?.textContent).toBe('Parks: -$250,000');

    const referrers = rowsOf(CHART_LABELS.referrers.caption);
    expect(referrers).toHaveLength(10);
    expect(referrers[0]).toEqual(['site1.example', '120', '12%']);
    expect(calls).toEqual(['/v1/admin/dashboard']);
  });

  it('says No data to display for each chart without data', async () => {
    renderDashboard();
    await screen.findByText(L.pageviews);
    const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;
    for (const title of ['Age', 'Gender', 'New vs Returning', CHART_LABELS.categories.revenueTitle])
      expect(within(section(title)).getByText(ANALYTICS_MESSAGES.noData)).toBeTruthy();
    const revenueUp = screen.getByRole('heading', { name: CHART_LABELS.topChanges.revenueIncreases });
    expect(revenueUp.nextElementSibling?.textContent).toBe(ANALYTICS_MESSAGES.noData);
    expect(within(section('Device Type')).queryByText(ANALYTICS_MESSAGES.noData)).toBeNull();
  });

  it('loads another simulation when chosen', async () => {
    renderDashboard();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: L.selector }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Budget 2025', 'Budget 2027']);
    fireEvent.click(options[0]!);
    await waitFor(() => expect(calls).toEqual(['/v1/admin/dashboard', '/v1/admin/dashboard?budget_id=4']));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: L.selector }).textContent).toBe('Budget 2025'),
    );
  });

  it('shows the empty state without a simulation to show', async () => {
    answer = { budgets: [], analytics: null };
    renderDashboard();
    expect(await screen.findByText(DASHBOARD_EMPTY_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows the marketing panel without the analytics capability, and asks nothing', () => {
    renderDashboard(false);
    expect(screen.getByText(ANALYTICS_PITCH.heading)).toBeTruthy();
    expect(screen.queryByText(DASHBOARD_EMPTY_MESSAGE)).toBeNull();
    expect(calls).toEqual([]);
  });
});
