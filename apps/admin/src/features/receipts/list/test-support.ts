import type { TReceiptCounts, TReceiptSummary, TReceiptView, TSimulationSummary } from '@commonpurse/domain';
import type { TMe } from '@/api/types.ts';
import { makeMe } from '@/test/fixtures.ts';
import { makeReceipt } from '@/test/receipt-fixtures.ts';
import { jsonResponse, mockFetch } from '@/test/render.tsx';

// Receipts as GET admin/receipts/{id} answers them, and the API the list and create dialog call.

export { makeReceipt };

export function makeReceiptView(overrides: Partial<TReceiptView> = {}): TReceiptView {
  return {
    ...makeReceipt(overrides),
    status_at: null,
    activated_at: null,
    cta_button_label: null,
    custom_header_html: null,
    custom_pre_footer_html: null,
    is_tax_total_breakdown_enabled: false,
    is_polco_feed_promoted: false,
    use_meta_pixel: false,
    use_google_translate: false,
    about: null,
    about_cta_button_label: null,
    about_cta_button_url: null,
    conclusion_heading: null,
    conclusion_cta_button_label: null,
    conclusion_cta_button_url: null,
    ...overrides,
  };
}

export const makeReceiptCounts = (overrides: Partial<TReceiptCounts> = {}): TReceiptCounts => ({
  active_count: 0,
  allowed_count: 1,
  ...overrides,
});

export interface TReceiptApi {
  me?: TMe;
  receipts?: TReceiptSummary[];
  meta?: TReceiptCounts;
  simulations?: TSimulationSummary[];
  /** Answers a call first; undefined falls through to the defaults. */
  handle?(url: URL, init: RequestInit): Response | undefined | Promise<Response | undefined>;
}

/** The API as the receipts list and its create dialog use it; anything unknown is a 404. */
export function mockReceiptApi(api: TReceiptApi = {}) {
  return mockFetch(async (url, init) => {
    const handled = await api.handle?.(url, init);
    if (handled) return handled;
    const method = init.method ?? 'GET';
    if (url.pathname === '/v1/users/me') return jsonResponse({ data: api.me ?? makeMe() });
    if (url.pathname === '/v1/admin/receipts' && method === 'GET') {
      return jsonResponse({ data: api.receipts ?? [], meta: api.meta ?? makeReceiptCounts() });
    }
    if (url.pathname === '/v1/admin/budgets' && method === 'GET') {
      const meta = { active_count: 0, allowed_count: 3, active_pb_count: 0, allowed_pb_count: 1 };
      return jsonResponse({ data: api.simulations ?? [], meta });
    }
    return jsonResponse({ message: 'Not found.' }, 404);
  });
}

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
