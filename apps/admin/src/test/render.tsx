import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { vi } from 'vitest';
import { setSession, type TSession } from '@/api/session.ts';
import { NotifyProvider } from '@/ui/notify.tsx';
import { testTheme as theme } from './theme.ts';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders routes in a memory router with the app's providers; answers the router for location checks. */
export function renderRoutes(routes: RouteObject[], initialEntry: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, queryClient, ...view };
}

/** One element at `/` plus a catch-all that shows where the app navigated to. */
export function renderAt(element: ReactNode, initialEntry = '/') {
  const path = initialEntry.split('?')[0] ?? '/';
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    initialEntry,
  );
}

export function signIn(overrides: Partial<TSession> = {}): TSession {
  const session: TSession = {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_at: Date.now() + 3_600_000,
    impersonating: false,
    ...overrides,
  };
  setSession(session);
  return session;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type THandler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch: each call goes to the handler with the parsed same-origin URL. */
export function mockFetch(handler: THandler) {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(new URL(String(input), 'http://localhost'), init)),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

/**
 * Replaces fetch with an API that answers one path with `{ data }` and anything else with a 404; the
 * paths called are pushed to `calls` (emptied first).
 */
export function mockOneCall(path: string, data: unknown, calls: string[]) {
  calls.length = 0;
  return mockFetch((url) => {
    calls.push(url.pathname);
    return url.pathname === path ? jsonResponse({ data }) : jsonResponse({ message: 'Not Found' }, 404);
  });
}

/** A desktop-wide viewport for MUI's useMediaQuery (jsdom has no matchMedia): the permanent drawer. */
export function desktopViewport() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
