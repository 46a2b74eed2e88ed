import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ITEM_ANALYTICS_LABELS as L } from '@commonpurse/domain/analytics';
import { jsonResponse, mockFetch, mockOneCall, signIn } from '@/test/render.tsx';
import { ANALYTICS_PITCH } from '@/ui/AnalyticsMarketing.tsx';
import { itemAnalyticsKeys } from './api.ts';
import { CATEGORY } from './fixtures.ts';
import { renderAnalyticsAt, tilesOf } from './test-support.tsx';

const T = L.tiles;
const calls: string[] = [];

beforeEach(() => {
  signIn();
  mockOneCall('/v1/admin/budgets/7/categories/5/analytics', CATEGORY, calls);
});

const namesOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('category analytics page', () => {
  it('shows the breadcrumb, the print button and the tiles of the API figures', async () => {
    renderAnalyticsAt('/analytics/7/category/5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Parks & Recreation' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: L.breadcrumbs });
    expect(within(crumbs).getByRole('link', { name: 'Budget 2027' }).getAttribute('href')).toBe(
      '/analytics/7',
    );
    expect(screen.getByRole('button', { name: L.printReport }).className).toContain('no-print');
    expect(tilesOf(T.totalBudgeted)).toEqual([
      [T.totalBudgeted, '$1,900,000'],
      [T.averageSubmitted, '$1,250,000', '+25.0% from budgeted'],
      [T.lowest, '$900,000'],
      [T.highest, '$1,600,000'],
      [T.averageIncrease, '$400,000', '40.0% of starting amount'],
      [T.averageDecrease, '$100,000', '10.0% of starting amount'],
      [T.difference, '$300,000'],
      [T.aggregateClicks, '15', '80.0% increase, 20.0% decrease'],
      [T.sessionIncrease, '$60,000', L.details.nonSubmitting],
      [T.sessionDecrease, '$20,000', L.details.nonSubmitting],
      [T.infoClicks, '5'],
      [T.detailsClicks, '2'],
    ]);
    expect(calls).toEqual(['/v1/admin/budgets/7/categories/5/analytics']);
  });

  it('sorts the subcategory table by any column and links each row to its page', async () => {
    const { router } = renderAnalyticsAt('/analytics/7/category/5');
    const table = await screen.findByRole('table', { name: L.subcategoriesCaption });
    expect(namesOf(table)).toEqual(['Parks', 'Pools', 'arts']);
    const header = (name: string) => within(table).getByRole('button', { name: new RegExp(`^${name}`) });

    fireEvent.click(header(L.columns.name));
    expect(namesOf(table)).toEqual(['arts', 'Parks', 'Pools']);
    fireEvent.click(header(L.columns.name));
    expect(namesOf(table)).toEqual(['Pools', 'Parks', 'arts']);
    // Figures: largest first; a missing figure last either way.
    fireEvent.click(header(L.columns.average));
    expect(namesOf(table)).toEqual(['arts', 'Parks', 'Pools']);
    expect(within(table).getAllByRole('columnheader')[2]!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header(L.columns.average));
    expect(namesOf(table)).toEqual(['Parks', 'arts', 'Pools']);
    fireEvent.click(header(L.columns.increaseClicks));
    expect(namesOf(table)).toEqual(['Parks', 'Pools', 'arts']);
    for (const column of Object.values(L.columns).filter((c) => c !== L.columns.openClicks))
      expect(header(column)).toBeTruthy();

    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(
      'Parks$600,000$700,000$1,200,000$900,000$1,600,00075.0%9352',
    );
    expect(screen.getByRole('button', { name: `Download ${L.subcategoriesReport} CSV` })).toBeTruthy();
    fireEvent.click(within(table).getByRole('link', { name: 'Pools' }));
    expect(router.state.location.pathname).toBe('/analytics/7/category/5/subcategory/12');
  });

  it('draws the comparison, engagement and interaction charts with their figures as text, and the comments', async () => {
    renderAnalyticsAt('/analytics/7/category/5');
    await screen.findByRole('table', { name: L.subcategoriesCaption });
    for (const title of [L.charts.amounts, L.charts.changes, L.charts.engagement, L.charts.interaction]) {
      expect(screen.getByRole('img', { name: L.charts.alt(title) })).toBeTruthy();
      expect(screen.getByRole('table', { name: title })).toBeTruthy();
    }
    const interaction = screen.getByRole('table', { name: L.charts.interaction });
    expect(within(interaction).getAllByRole('row')[1]!.textContent).toBe('Parks527');
    const comments = screen.getByRole('list', { name: L.comments.title });
    expect(comments.textContent).toContain('More shade trees');
    expect(comments.textContent).toContain(L.comments.on('Parks'));
  });

  it('leaves the comparison out with one subcategory', async () => {
    mockFetch(() =>
      jsonResponse({ data: { ...CATEGORY, subcategories: CATEGORY.subcategories.slice(0, 1) } }),
    );
    renderAnalyticsAt('/analytics/7/category/5');
    await screen.findByRole('table', { name: L.subcategoriesCaption });
    expect(screen.queryByRole('table', { name: L.charts.amounts })).toBeNull();
    expect(screen.getByRole('table', { name: L.charts.engagement })).toBeTruthy();
  });

  it('redirects to /analytics for an unknown category (404) and for ids that are not numbers', async () => {
    const unknown = renderAnalyticsAt('/analytics/7/category/99');
    await waitFor(() => expect(unknown.router.state.location.pathname).toBe('/analytics'));
    unknown.unmount();
    calls.length = 0;
    const bad = renderAnalyticsAt('/analytics/7/category/abc');
    await waitFor(() => expect(bad.router.state.location.pathname).toBe('/analytics'));
    expect(calls).toEqual([]);
  });

  it('clears the loaded analytics when leaving the page', async () => {
    const { router, queryClient } = renderAnalyticsAt('/analytics/7/category/5');
    await screen.findByRole('table', { name: L.subcategoriesCaption });
    expect(queryClient.getQueryData(itemAnalyticsKeys.category(7, 5))).toBeTruthy();
    await router.navigate('/elsewhere');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().find({ queryKey: itemAnalyticsKeys.category(7, 5) }),
      ).toBeUndefined(),
    );
  });

  it('shows the marketing panel without the analytics capability, and calls nothing', () => {
    renderAnalyticsAt('/analytics/7/category/5', false);
    expect(screen.getByText(ANALYTICS_PITCH.heading)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Parks & Recreation' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
