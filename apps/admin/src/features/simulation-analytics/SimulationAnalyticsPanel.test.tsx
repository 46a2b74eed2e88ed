import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TClientAnalytics } from '@commonpurse/domain/analytics';
import { ITEM_FIGURES, makeAnalytics } from '@/test/analytics-fixtures.ts';
import { AsUser } from '@/test/current-user.tsx';
import { mockOneCall, renderAt, signIn } from '@/test/render.tsx';
import { CHART_LABELS } from '@/ui/charts/labels.ts';
import { SIMULATION_ANALYTICS_LABELS as L } from './labels.ts';
import SimulationAnalyticsPanel from './SimulationAnalyticsPanel.tsx';

const figures = {
  ...ITEM_FIGURES,
  amount: 1_000_000,
  average_amount_decreased: -100_000,
  average_amount_decreased_percent: -10,
  info_clicks: 1,
  details_clicks: 0,
  open_clicks: 2,
  average_session_increase: null,
  average_session_decrease: null,
  sessions_changed: 0,
};

/** Parsed by the API's own schema, so a change of shape fails here too. */
const ANALYTICS: TClientAnalytics = makeAnalytics({
  total_pageviews: 1234,
  submission_count: 4,
  submission_rate: 0,
  average_seconds_on_site: 125,
  referrer_paths: [{ source: 'news.example', percentage: 62.5, sessions: 5 }],
  categories: [{ id: 1, name: 'Parks', type: 'expense', total: 1_000_000, ...figures, subcategories: [] }],
  average_submitted_expenses: 5_432_100.6,
});

// jsdom has no layout for Recharts: the drawings are left out, the hidden tables carry the figures.
vi.mock('@/ui/charts/PieDrawing.tsx', () => ({ default: () => null }));
vi.mock('@/ui/charts/BarDrawing.tsx', () => ({ default: () => null }));

const calls: string[] = [];
beforeEach(() => {
  signIn();
  mockOneCall('/v1/admin/budgets/7/analytics', ANALYTICS, calls);
});

describe('simulation analytics panel', () => {
  it('shows the figures the API computed: cards, categories and referrers', async () => {
    renderAt(
      <AsUser>
        <SimulationAnalyticsPanel budgetId={7} />
      </AsUser>,
    );
    const cards = await screen.findByText(L.pageviews);
    const dl = cards.closest('dl')!;
    const pairs = [...dl.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      [L.pageviews, '1,234'],
      [L.submissions, '4'],
      [L.submissionRate, '0%'],
      [L.timeOnSite, '2m 5s'],
      [L.averageExpenses, '$5,432,101'],
      [L.averageRevenue, '—'],
    ]);
    const categories = screen.getByRole('table', { name: L.categoriesCaption });
    const row = within(categories).getAllByRole('row')[1]!;
    expect([...row.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Parks',
      L.types.expense,
      '$1,000,000',
      '$1,250,000',
      '100%',
      '12',
      '3',
    ]);
    const referrers = screen.getByRole('table', { name: CHART_LABELS.referrers.caption });
    expect(within(referrers).getAllByRole('row')[1]!.textContent).toBe('news.example563%');
    // Once; the sections with calls of their own (comments, map, highlights) make them themselves.
    expect(calls.filter((path) => path === '/v1/admin/budgets/7/analytics')).toHaveLength(1);
  });
});
