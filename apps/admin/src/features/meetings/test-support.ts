import type { TMeetingView, TSimulationSummary, TSimulationView } from '@commonpurse/domain';
import type { TMe } from '@/api/types.ts';
import { makeMe } from '@/test/fixtures.ts';
import { jsonResponse, mockFetch } from '@/test/render.tsx';
import { makeCounts, makeSummary, makeView } from '@/test/simulation-fixtures.ts';

// Meetings as the meeting calls answer them, and the API the meetings screens use.

const BASE = 'http://city-of-riverton.localhost:3000/meetings';

export function makeMeeting(overrides: Partial<TMeetingView> & { id: number }): TMeetingView {
  const { id } = overrides;
  const budgetId = overrides.budget_id ?? 5;
  const budgetName = overrides.budget_name ?? 'Budget 2026';
  return {
    name: `Meeting ${id}`,
    description: null,
    location: null,
    budget_id: budgetId,
    budget_name: budgetName,
    updated_at: '2026-03-01T12:00:00.000Z',
    categories: [],
    is_active: true,
    facilitator_url: `${BASE}/${id}/facilitator`,
    public_url: `${BASE}/${id}`,
    results_url: `${BASE}/${id}/results`,
    budget: { id: budgetId, name: budgetName, slug: `budget-${budgetId}`, status: 'active' },
    ...overrides,
  };
}

export const activeSimulation = (overrides: Partial<TSimulationSummary> & { id: number; name: string }) =>
  makeSummary({ status: 'active', ...overrides });

export interface TMeetingApi {
  me?: TMe;
  meetings?: TMeetingView[];
  /** GET admin/budgets: the simulations the create dialog chooses from. */
  simulations?: TSimulationSummary[];
  /** GET admin/budgets/{id}: the simulations with their categories. */
  views?: TSimulationView[];
  /** Answers a call first; undefined falls through to the defaults. */
  handle?(url: URL, init: RequestInit): Response | undefined | Promise<Response | undefined>;
}

/** The API as the meetings screens use it; anything unknown is a 404. */
export function mockMeetingApi(api: TMeetingApi = {}) {
  return mockFetch(async (url, init) => {
    const handled = await api.handle?.(url, init);
    if (handled) return handled;
    const method = init.method ?? 'GET';
    const meetings = api.meetings ?? [];
    if (url.pathname === '/v1/users/me') return jsonResponse({ data: api.me ?? makeMe() });
    if (url.pathname === '/v1/admin/meetings' && method === 'GET') {
      const budgetId = url.searchParams.get('budget_id');
      return jsonResponse({
        data: budgetId ? meetings.filter((m) => m.budget_id === Number(budgetId)) : meetings,
      });
    }
    const meeting = /^\/v1\/admin\/meetings\/(\d+)$/.exec(url.pathname);
    if (meeting && method === 'GET') {
      const found = meetings.find((m) => m.id === Number(meeting[1]));
      if (found) return jsonResponse({ data: found });
    }
    if (url.pathname === '/v1/admin/budgets' && method === 'GET') {
      return jsonResponse({ data: api.simulations ?? [], meta: makeCounts() });
    }
    const budget = /^\/v1\/admin\/budgets\/(\d+)$/.exec(url.pathname);
    if (budget && method === 'GET') {
      const view = api.views?.find((v) => v.id === Number(budget[1]));
      if (view) return jsonResponse({ data: view });
    }
    return jsonResponse({ message: 'Not found.' }, 404);
  });
}

export { makeView };
export { makeCategory, makeItem } from '@/test/structure-fixtures.ts';

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** The calls of one method (path and body), in order. */
export const callsOf = (fetch: ReturnType<typeof mockMeetingApi>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([u, init]) => [String(u), init?.body ? bodyOf(init) : undefined] as const);
