import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ITEM_ANALYTICS_LABELS as L, type TSubcategoryAnalytics } from '@commonpurse/domain/analytics';
import { jsonResponse, mockFetch, signIn } from '@/test/render.tsx';
import { itemAnalyticsKeys } from './api.ts';
import { makeSubcategory, QUESTION } from './fixtures.ts';
import { renderAnalyticsAt, tilesOf } from './test-support.tsx';

const T = L.tiles;
const PATH = '/v1/admin/budgets/7/categories/5/subcategories/11/analytics';

function answer(data: TSubcategoryAnalytics) {
  mockFetch((url) =>
    url.pathname === PATH ? jsonResponse({ data }) : jsonResponse({ message: 'Not Found' }, 404),
  );
}

beforeEach(() => signIn());

describe('subcategory analytics page', () => {
  it('shows the breadcrumbs, the statistics and the comments; no question without one', async () => {
    answer(makeSubcategory());
    renderAnalyticsAt('/analytics/7/category/5/subcategory/11');
    expect(await screen.findByRole('heading', { level: 2, name: 'Parks' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: L.breadcrumbs })).getAllByRole('link');
    expect(crumbs.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Budget 2027', '/analytics/7'],
      ['Parks & Recreation', '/analytics/7/category/5'],
    ]);
    expect(screen.getByRole('button', { name: L.printReport })).toBeTruthy();
    expect(tilesOf(T.budgeted)).toEqual([
      [T.budgeted, '$600,000'],
      [T.averageSubmitted, '$700,000', '+25.0% from budgeted'],
      [T.lowest, '$900,000'],
      [T.highest, '$1,600,000'],
      [T.averageIncrease, '$400,000', '40.0% of starting amount'],
      [T.averageDecrease, '$100,000', '10.0% of starting amount'],
      [T.difference, '$300,000'],
      [T.totalChanges, '4'],
      [T.increaseClicks, '9', '80.0% of clicks'],
      [T.decreaseClicks, '3', '20.0% of clicks'],
      [T.sessionIncrease, '$60,000', L.details.nonSubmitting],
      [T.sessionDecrease, '$20,000', L.details.nonSubmitting],
      [T.sessionDifference, '$40,000'],
      [T.percentChanged, '75.0%'],
      [T.infoClicks, '5'],
      [T.detailsClicks, '2'],
      [T.increased, '3'],
      [T.decreased, '1'],
      [T.unchanged, '0'],
    ]);
    const comments = screen.getByRole('list', { name: L.comments.title });
    expect(comments.textContent).toContain('Keep the lawns');
    expect(comments.querySelector('time')?.getAttribute('dateTime')).toBe('2027-03-05T09:00:00.000Z');
    expect(screen.queryByRole('heading', { name: L.question.title })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a multiple-choice question: its text, the responses and two pies', async () => {
    answer(
      makeSubcategory({
        ...QUESTION,
        average_amount_decreased: null,
        average_amount_decreased_percent: null,
      }),
    );
    renderAnalyticsAt('/analytics/7/category/5/subcategory/11');
    expect(await screen.findByRole('heading', { name: L.question.title })).toBeTruthy();
    // A figure without data: a dash and no detail line.
    expect(tilesOf(T.budgeted)[5]).toEqual([T.averageDecrease, '—']);
    expect(screen.getByText(QUESTION.custom_question_text)).toBeTruthy();
    const table = screen.getByRole('table', { name: L.question.caption });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Mornings375.0%240.0%', 'Evenings125.0%360.0%']);
    // Each pie's text alternative: a table of its slices, captioned with its title.
    const pieRows = (title: string) =>
      within(screen.getByRole('table', { name: title }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(pieRows(L.question.submittedPie)).toEqual(['Mornings375%', 'Evenings125%']);
    expect(pieRows(L.question.clickedPie)).toEqual(['Mornings240%', 'Evenings360%']);
    expect(screen.getByRole('heading', { name: L.question.submittedPie, level: 3 })).toBeTruthy();
  });

  it('redirects to /analytics for an unknown subcategory and clears its data on leaving', async () => {
    answer(makeSubcategory());
    const unknown = renderAnalyticsAt('/analytics/7/category/5/subcategory/12');
    await waitFor(() => expect(unknown.router.state.location.pathname).toBe('/analytics'));
    unknown.unmount();

    const { router, queryClient } = renderAnalyticsAt('/analytics/7/category/5/subcategory/11');
    await screen.findByRole('heading', { level: 2, name: 'Parks' });
    await router.navigate('/analytics/7/category/5/subcategory/x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().find({ queryKey: itemAnalyticsKeys.subcategory(7, 5, 11) }),
      ).toBeUndefined(),
    );
  });
});
