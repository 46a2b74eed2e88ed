import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserContext, isCompleteUser } from '@/session/current-user.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { jsonResponse, mockFetch, renderRoutes, signIn } from '@/test/render.tsx';
import { makeSummary } from '@/test/simulation-fixtures.ts';
import { ANALYTICS_PITCH } from '@/ui/AnalyticsMarketing.tsx';
import AnalyticsPage, { type TAnalyticsPanels } from './AnalyticsPage.tsx';
import { ANALYTICS_LABELS as L } from './labels.ts';

const LIST = [
  makeSummary({ id: 1, name: 'Budget 2027', status: 'new' }),
  makeSummary({ id: 2, name: 'Budget 2025', status: 'inactive' }),
  makeSummary({ id: 3, name: 'Parks 2027', status: 'active', is_pb: true }),
  makeSummary({ id: 4, name: 'Budget 2026', status: 'active' }),
];

const panels: TAnalyticsPanels = {
  pb: ({ budgetId }) => <p>PB results of {budgetId}</p>,
  simulation: ({ budgetId }) => <p>Analytics of {budgetId}</p>,
};

function renderPage(path: string, analytics = true) {
  const me = makeMe(makeClient(1, 'City of Riverton', { analytics }));
  if (!isCompleteUser(me)) throw new Error('incomplete user fixture');
  return renderRoutes(
    [
      {
        path: 'analytics/:id?',
        element: (
          <CurrentUserContext.Provider value={me}>
            <AnalyticsPage panels={panels} />
          </CurrentUserContext.Provider>
        ),
      },
    ],
    path,
  );
}

beforeEach(() => {
  signIn();
  mockFetch((url) =>
    url.pathname === '/v1/admin/budgets' ? jsonResponse({ data: LIST, meta: {} }) : jsonResponse({}, 404),
  );
});

describe('analytics page', () => {
  it('selects the first Active simulation by default, lists all but New, and navigates on choice', async () => {
    const { router } = renderPage('/analytics');
    expect(await screen.findByText('PB results of 3')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: L.selector }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Budget 2025',
      `Parks 2027${L.prioritizationSuffix}`,
      'Budget 2026',
    ]);
    fireEvent.click(options[2]!);
    expect(router.state.location.pathname).toBe('/analytics/4');
    expect(await screen.findByText('Analytics of 4')).toBeTruthy();
  });

  it('offers the Analytics help', async () => {
    renderPage('/analytics/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Analytics Help' }));
    const dialog = screen.getByRole('dialog', { name: 'Analytics Help' });
    expect(within(dialog).getByRole('heading', { name: 'Choose a simulation' })).toBeTruthy();
  });

  it('selects the route id', async () => {
    renderPage('/analytics/2');
    expect(await screen.findByText('Analytics of 2')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: L.selector }).textContent).toBe('Budget 2025');
  });

  it('shows the marketing panel without the analytics capability', () => {
    renderPage('/analytics/3', false);
    expect(screen.getByText(ANALYTICS_PITCH.heading)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Analytics Help' })).toBeTruthy();
  });
});
