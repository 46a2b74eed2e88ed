import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_EMPTY_MESSAGE, type THelpVideoUrls } from '@commonpurse/domain';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { desktopViewport, jsonResponse, renderRoutes, signIn } from '@/test/render.tsx';
import { bodyOf, mockSimulationApi } from '@/test/simulation-api.ts';
import { makeSummary, makeView } from '@/test/simulation-fixtures.ts';
import { HELP_TOOLTIP_MS } from '@/ui/help/HelpButton.tsx';
import { HELP_LABELS } from '@/ui/help/help-topics.ts';
import { routes } from './routes.tsx';

const SCREEN_HELP = /^(Analytics|Simulation|Meeting|Receipts) Help$/;

const sim = makeView({ id: 12, name: 'Budget 2027', status: 'new' });
const pb = makeView({ id: 13, name: 'Parks projects', status: 'new', is_pb: true });
const LIST = [
  makeSummary({ id: 12, name: 'Budget 2027', status: 'new' }),
  makeSummary({ id: 13, name: 'Parks projects', status: 'new', is_pb: true }),
];

/** The console's API with a user-meta store (`meta`, which PUTs change); answers the PUTs made. */
function mockApi(meta: Record<string, string> = {}, impersonating = false, helpVideos: THelpVideoUrls = {}) {
  const puts: [string, string][] = [];
  const me = makeMe(makeClient(1, 'City of Riverton'), impersonating);
  const fetch = mockSimulationApi({
    me: { ...me, navigation: { ...me.navigation!, helpVideos } },
    list: LIST,
    views: [sim, pb],
    handle: (url, init) => {
      if (url.pathname === '/v1/users/me/meta') return jsonResponse({ data: { ...meta } });
      const key = /^\/v1\/users\/me\/meta\/(.+)$/.exec(url.pathname)?.[1];
      if (key && init.method === 'PUT') {
        const { value } = bodyOf(init) as { value: string };
        puts.push([key, value]);
        meta[key] = value;
        return jsonResponse({ data: { key, value } });
      }
      if (url.pathname === '/v1/admin/meetings') return jsonResponse({ data: [] });
      if (url.pathname === '/v1/admin/dashboard')
        return jsonResponse({ data: { budgets: [], analytics: null } });
      return undefined;
    },
  });
  return { fetch, puts };
}

const tooltipOf = (button: string) => HELP_LABELS.tooltip(button);

beforeEach(() => {
  desktopViewport();
  signIn();
});

describe('screen help buttons', () => {
  it.each([
    ['/analytics', 'Analytics', 'Analytics Help', 'Analytics Help'],
    ['/simulations', 'Simulations', 'Simulation Help', 'Simulation Help'],
    ['/simulations/12', 'Edit Simulation', 'Simulation Help', 'Simulation Help'],
    ['/receipts', 'Taxpayer Receipts', 'Receipts Help', 'Taxpayer Receipts Help'],
    ['/meetings', 'Meetings', 'Meeting Help', 'Meeting Help'],
  ])('%s (%s) offers %s, and only that help', async (path, routeName, button, dialog) => {
    mockApi();
    renderRoutes(routes, path);
    const help = await screen.findByRole('button', { name: button });
    expect(screen.getAllByRole('button', { name: SCREEN_HELP })).toEqual([help]);
    await userEvent.click(help);
    expect(screen.getByRole('dialog', { name: dialog })).toBeTruthy();
    expect(document.title).toBe(`${routeName} | Commonpurse`);
  });

  it.each([
    ['/dashboard', () => screen.findByText(DASHBOARD_EMPTY_MESSAGE)],
    ['/pb', () => screen.findByText('Parks projects')],
    ['/pb/13', () => screen.findByRole('heading', { name: 'Parks projects' })],
    ['/help', () => screen.findByRole('heading', { name: 'Knowledge Base' })],
  ])('%s offers no screen help (and its visits are not counted)', async (path, loaded) => {
    const { puts } = mockApi();
    renderRoutes(routes, path);
    await loaded();
    expect(screen.queryByRole('button', { name: SCREEN_HELP })).toBeNull();
    expect(puts).toEqual([]);
  });
});

describe('help videos', () => {
  it('embeds the configured video of a topic, with a link to it; a topic without one has none', async () => {
    const video = 'https://player.vimeo.com/video/42';
    mockApi({}, false, { simulation: video });
    const { router } = renderRoutes(routes, '/simulations');
    await userEvent.click(await screen.findByRole('button', { name: 'Simulation Help' }));
    const dialog = screen.getByRole('dialog', { name: 'Simulation Help' });
    expect(within(dialog).getByTitle(HELP_LABELS.video('Simulation Help')).getAttribute('src')).toBe(video);
    expect(within(dialog).getByRole('link', { name: HELP_LABELS.videoLink }).getAttribute('href')).toBe(
      video,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: HELP_LABELS.close }));

    await router.navigate('/analytics');
    await userEvent.click(await screen.findByRole('button', { name: 'Analytics Help' }));
    const other = screen.getByRole('dialog', { name: 'Analytics Help' });
    expect(other.querySelector('iframe')).toBeNull();
    expect(within(other).queryByRole('link', { name: HELP_LABELS.videoLink })).toBeNull();
    expect(within(other).getByRole('link', { name: HELP_LABELS.knowledgeBase })).toBeTruthy();
  });
});

describe('page visits and the help tooltip', () => {
  it('counts the visit and shows the tooltip while the screen has fewer than 5 visits', async () => {
    const { puts } = mockApi({ page_visits_simulations: '4' });
    renderRoutes(routes, '/simulations');
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(tooltipOf('Simulation Help'));
    expect(
      screen.getByRole('button', { name: 'Simulation Help', description: tooltipOf('Simulation Help') }),
    ).toBeTruthy();
    expect(puts).toEqual([['page_visits_simulations', '5']]);
  });

  it('shows no tooltip from the fifth visit on', async () => {
    const { puts } = mockApi({ page_visits_simulations: '5' });
    renderRoutes(routes, '/simulations');
    await waitFor(() => expect(puts).toEqual([['page_visits_simulations', '6']]));
    expect(screen.getByRole('button', { name: 'Simulation Help' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('counts entering a screen once, not its tabs, and each screen on its own counter', async () => {
    const { puts } = mockApi({ page_visits_edit_simulation: '1' });
    const { router } = renderRoutes(routes, '/simulations/12/general');
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await router.navigate('/simulations/12/revenue');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Revenue' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(puts).toEqual([['page_visits_edit_simulation', '2']]);
    await router.navigate('/simulations');
    await waitFor(() =>
      expect(puts).toEqual([
        ['page_visits_edit_simulation', '2'],
        ['page_visits_simulations', '1'],
      ]),
    );
    await router.navigate('/simulations/12');
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts[2]).toEqual(['page_visits_edit_simulation', '3']);
  });

  it('hides the tooltip on Escape and when the help opens', async () => {
    mockApi();
    renderRoutes(routes, '/analytics');
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    await userEvent.hover(screen.getByRole('button', { name: 'Analytics Help' }));
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Analytics Help' }));
    expect(screen.getByRole('dialog', { name: 'Analytics Help' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('puts the tooltip away by itself after a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi();
    renderRoutes(routes, '/simulations');
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(HELP_TOOLTIP_MS - 100));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('?reset_page_visits sets the counter back to zero, shows the tooltip and leaves the address', async () => {
    const { puts } = mockApi({ page_visits_simulations: '9' });
    const { router } = renderRoutes(routes, '/simulations?reset_page_visits=1&status=all');
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(puts).toEqual([['page_visits_simulations', '0']]);
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));

    // The next visit counts from zero again.
    await router.navigate('/analytics');
    await waitFor(() => expect(puts).toContainEqual(['page_visits_analytics', '1']));
    await router.navigate('/simulations');
    await waitFor(() => expect(puts).toContainEqual(['page_visits_simulations', '1']));
  });

  it('does not count while impersonating, but still shows the user’s tooltips', async () => {
    const { fetch, puts } = mockApi({ page_visits_taxpayer_receipts: '3' }, true);
    renderRoutes(routes, '/receipts');
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/v1/users/me/meta'))).toBe(true),
    );
    expect(puts).toEqual([]);
  });

  it('shows no tooltip and counts nothing when the counters cannot be read', async () => {
    const { puts } = mockApi();
    mockSimulationApi({ list: LIST });
    renderRoutes(routes, '/simulations');
    expect(await screen.findByRole('button', { name: 'Simulation Help' })).toBeTruthy();
    await screen.findByText('Budget 2027');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(puts).toEqual([]);
  });
});
