import type {
  TReceiptSummary,
  TSimulationCounts,
  TSimulationSummary,
  TSimulationView,
} from '@commonpurse/domain';
import type { TMe } from '@/api/types.ts';
import { jsonResponse, mockFetch } from '@/test/render.tsx';
import { makeMe } from '@/test/fixtures.ts';
import { makeCounts } from './simulation-fixtures.ts';

export interface TMockApi {
  me?: TMe;
  list?: TSimulationSummary[];
  templates?: TSimulationSummary[];
  meta?: TSimulationCounts;
  views?: TSimulationView[];
  /** GET admin/receipts (the create dialog duplicates a receipt); none by default. */
  receipts?: TReceiptSummary[];
  /** Answers a call first; undefined falls through to the defaults. */
  handle?(url: URL, init: RequestInit): Response | undefined | Promise<Response | undefined>;
}

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** The API as the simulation screens use it; anything unknown is a 404. */
export function mockSimulationApi(api: TMockApi = {}) {
  return mockFetch(async (url, init) => {
    const handled = await api.handle?.(url, init);
    if (handled) return handled;
    const method = init.method ?? 'GET';
    if (url.pathname === '/v1/users/me') return jsonResponse({ data: api.me ?? makeMe() });
    if (url.pathname === '/v1/admin/budgets' && method === 'GET') {
      if (url.searchParams.get('type') === 'discoverable') {
        return jsonResponse({ data: api.templates ?? [], meta: api.meta ?? makeCounts() });
      }
      return jsonResponse({ data: api.list ?? [], meta: api.meta ?? makeCounts() });
    }
    if (url.pathname === '/v1/admin/receipts' && method === 'GET') {
      return jsonResponse({ data: api.receipts ?? [], meta: { active_count: 0, allowed_count: 1 } });
    }
    const detail = /^\/v1\/admin\/budgets\/(\d+)$/.exec(url.pathname);
    if (detail && method === 'GET') {
      const view = api.views?.find((v) => v.id === Number(detail[1]));
      if (view) return jsonResponse({ data: view });
    }
    return jsonResponse({ message: 'Not found.' }, 404);
  });
}
