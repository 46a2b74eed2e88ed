import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearSession } from '@/api/session.ts';
import { simulationKeys } from '@/api/simulation-cache.ts';
import { userKeys } from '@/api/users.ts';
import { jsonResponse, mockFetch, signIn } from '@/test/render.tsx';
import * as chunks from './route-chunks.tsx';
import { preloadFirstRoute } from './first-route.ts';

vi.mock('./route-chunks.tsx', () => {
  const chunk = () => ({ preload: vi.fn(() => Promise.resolve()) });
  return {
    AppLayout: chunk(),
    SimulationEditorPage: chunk(),
    SimulationListPage: chunk(),
    StructureTab: chunk(),
    GeneralTab: chunk(),
    HistoryTab: chunk(),
  };
});

let queryClient: QueryClient;
let fetch: ReturnType<typeof mockFetch>;
const requested = () => fetch.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  vi.clearAllMocks();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetch = mockFetch((url) =>
    jsonResponse({ data: url.pathname === '/v1/users/me' ? { id: 1 } : { id: 7, name: 'Budget' } }),
  );
});
afterEach(() => clearSession());

describe('preloadFirstRoute', () => {
  it("asks for the Spending tab's code and data together, under the keys the page reads", async () => {
    signIn();
    preloadFirstRoute({ pathname: '/simulations/7/spending', hash: '' }, queryClient);
    await vi.waitFor(() =>
      expect(requested()).toEqual([
        '/v1/users/me?include=client%2Cnavigation',
        expect.stringMatching(/^\/v1\/admin\/budgets\/7\?include=strings%2C.*&fields=board$/),
      ]),
    );
    expect(chunks.AppLayout.preload).toHaveBeenCalledOnce();
    expect(chunks.SimulationEditorPage.preload).toHaveBeenCalledOnce();
    expect(chunks.StructureTab.preload).toHaveBeenCalledOnce();
    expect(chunks.GeneralTab.preload).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(simulationKeys.detail(7))).toEqual({ id: 7, name: 'Budget' }),
    );
    expect(queryClient.getQueryData(userKeys.me)).toEqual({ id: 1 });
  });

  it("takes a prioritization's tab from the hash, and General when none is named", () => {
    signIn();
    preloadFirstRoute({ pathname: '/pb/9', hash: '#history' }, queryClient);
    expect(chunks.HistoryTab.preload).toHaveBeenCalledOnce();
    preloadFirstRoute({ pathname: '/simulations/9', hash: '' }, queryClient);
    expect(chunks.GeneralTab.preload).toHaveBeenCalledOnce();
  });

  it('asks only for the shell and the user on other signed-in pages', async () => {
    signIn();
    preloadFirstRoute({ pathname: '/dashboard', hash: '' }, queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(userKeys.me)).toEqual({ id: 1 }));
    expect(requested()).toEqual(['/v1/users/me?include=client%2Cnavigation']);
    expect(chunks.AppLayout.preload).toHaveBeenCalledOnce();
    expect(chunks.SimulationEditorPage.preload).not.toHaveBeenCalled();
  });

  it('asks for nothing when signed out, or on guest pages', async () => {
    preloadFirstRoute({ pathname: '/simulations/7/spending', hash: '' }, queryClient);
    signIn();
    preloadFirstRoute({ pathname: '/login', hash: '' }, queryClient);
    preloadFirstRoute({ pathname: '/simulations/abc', hash: '' }, queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(userKeys.me)).toEqual({ id: 1 }));
    expect(requested()).toEqual(['/v1/users/me?include=client%2Cnavigation']);
    expect(chunks.SimulationEditorPage.preload).not.toHaveBeenCalled();
  });
});
