import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_EMPTY_MESSAGE, NOT_FOUND_MESSAGE, UPGRADE_TOOLTIP } from '@commonpurse/domain';
import { setUnauthorizedHandler } from '@/api/client.ts';
import { getSession } from '@/api/session.ts';
import type { TMe } from '@/api/types.ts';
import { desktopViewport, jsonResponse, mockFetch, renderRoutes, signIn } from '@/test/render.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { routes } from './routes.tsx';

afterEach(() => setUnauthorizedHandler(() => undefined));

/** The API as far as the shell needs it: the user, the logout call, an empty dashboard, anything else 404. */
function mockApi(me: TMe | (() => Response)) {
  return mockFetch((url) => {
    if (url.pathname === '/v1/users/me') return typeof me === 'function' ? me() : jsonResponse({ data: me });
    if (url.pathname === '/v1/logout') return jsonResponse({ meta: { status: 'logged_out' } });
    if (url.pathname === '/v1/admin/dashboard')
      return jsonResponse({ data: { budgets: [], analytics: null } });
    return jsonResponse({ message: 'Not found.' }, 404);
  });
}

describe('route guards', () => {
  it('sends a guest on a signed-in route to /login with the full path as redirect', async () => {
    const { router } = renderRoutes(routes, '/simulations?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fsimulations%3Fx%3D1');
    expect(await screen.findByRole('heading', { name: 'Account Login' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Account Login | Commonpurse'));
  });

  it('sends a guest at / to /login and a signed-in user to /dashboard', async () => {
    const guest = renderRoutes(routes, '/');
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'));
    guest.unmount();

    signIn();
    mockApi(makeMe());
    const user = renderRoutes(routes, '/');
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a signed-in user away from the guest pages', async () => {
    signIn();
    mockApi(makeMe());
    const { router } = renderRoutes(routes, '/forgot');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(DASHBOARD_EMPTY_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dashboard | Commonpurse'));
  });

  it('shows Not Found for unknown paths, without asking a guest to sign in', async () => {
    const { router } = renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Not Found | Commonpurse'));
  });

  it('logs out when loading the user fails', async () => {
    signIn();
    mockApi(() => jsonResponse({ message: 'Server error.' }, 500));
    const { router } = renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('takes up an impersonation token and lands on the dashboard as impersonating', async () => {
    const me = makeMe(makeClient(1, 'City of Riverton'), true);
    mockFetch((url, init) => {
      if (url.pathname === '/v1/impersonate') {
        expect(JSON.parse(String(init.body))).toEqual({ token: 'one-time' });
        return jsonResponse({
          token_type: 'Bearer',
          expires_in: 3600,
          access_token: 'imp',
          refresh_token: 'imp-r',
        });
      }
      if (url.pathname === '/v1/users/me') return jsonResponse({ data: me });
      return jsonResponse({}, 404);
    });
    const { router } = renderRoutes(routes, '/i?token=one-time');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()).toMatchObject({ access_token: 'imp', impersonating: true });
    expect(await screen.findByText(/You are impersonating Dana Reyes/)).toBeTruthy();
    // The new-style header (publisher selector, help menu) is off while impersonating.
    expect(screen.queryByRole('button', { name: /Switch publisher/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Welcome, Dana' })).toBeTruthy();
  });
});

describe('signed-in shell', () => {
  beforeEach(desktopViewport);

  it('builds the drawer from the navigation, with locked items and the header texts', async () => {
    signIn();
    const client = makeClient(1, 'City of Riverton', { analytics: false, is_pb_enabled: false });
    mockApi(makeMe(client));
    renderRoutes(routes, '/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Dashboard', 'Simulate', 'Analytics', 'Meetings', 'Taxpayer Receipts']);
    expect(within(nav).getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe('/analytics');
    expect(within(nav).getByRole('link', { name: 'Analytics', description: UPGRADE_TOOLTIP })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    // The Resources section opens to show its children.
    const section = within(nav).getByRole('button', { name: 'Resources' });
    expect(section.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(section);
    expect(within(nav).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');

    expect(screen.getByText('Administrator for City of Riverton')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Welcome, Dana' })).toBeTruthy();
    // Without analytics the dashboard is the marketing panel, not the empty message.
    expect(await screen.findByRole('button', { name: 'Upgrade to unlock Analytics' })).toBeTruthy();
    expect(screen.queryByText(DASHBOARD_EMPTY_MESSAGE)).toBeNull();
  });

  it('shows an unknown path inside the shell as Not Found for a signed-in user', async () => {
    signIn();
    mockApi(makeMe());
    renderRoutes(routes, '/no-such-screen');
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Not Found | Commonpurse'));
  });

  it('logs out from the user menu', async () => {
    signIn();
    const fetch = mockApi(makeMe());
    const { router, queryClient } = renderRoutes(routes, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Welcome, Dana' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    const logout = fetch.mock.calls.find(([url]) => url === '/v1/logout');
    expect(new Headers(logout?.[1]?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('goes to /logout on a 401 from an authenticated call', async () => {
    signIn();
    mockApi(() => jsonResponse({ message: 'Unauthenticated.' }, 401));
    const rendered = renderRoutes(routes, '/dashboard');
    setUnauthorizedHandler(() => void rendered.router.navigate('/logout', { replace: true }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});
