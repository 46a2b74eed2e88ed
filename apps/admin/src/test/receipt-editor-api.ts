import {
  SLUG_MESSAGES,
  type TAuditEvent,
  type TCategoryView,
  type TReceiptCounts,
  type TReceiptCategoryView,
  type TReceiptView,
  type TSubcategoryView,
} from '@commonpurse/domain';
import type { TMe } from '@/api/types.ts';
import { jsonResponse } from '@/test/render.tsx';
import { bodyOf, mockSimulationApi } from '@/test/simulation-api.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';

// Test support of the receipt editor (its tabs and the structure board over a receipt): a receipt as GET
// admin/receipts/{id} answers it, and a small in-memory server for the editor's calls (the receipt, its
// status, its calculators, the slug check, its spending, and the list with its licence counter).

/** A spending category whose items carry tax_receipt_category_id beside budget_category_id. */
export function makeReceiptCategory(
  overrides: Partial<TCategoryView> = {},
  items: Partial<TSubcategoryView>[] = [],
): TReceiptCategoryView {
  const category = makeCategory(overrides, items);
  return {
    ...category,
    subcategories: category.subcategories.map((s) => ({ ...s, tax_receipt_category_id: category.id })),
  };
}

export function makeReceipt(overrides: Partial<TReceiptView> = {}): TReceiptView {
  const id = overrides.id ?? 5;
  const slug = overrides.slug === undefined ? 'taxes-2027' : overrides.slug;
  return {
    id,
    client_id: 1,
    name: 'Where Your Taxes Go',
    slug,
    description: null,
    status: 'new',
    locale: 'en_US',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    formatted_created_at: 'Jan 1, 2026',
    can_preview: true,
    preview_refusal: null,
    can_publish: true,
    public_url: slug ? `http://city-of-riverton.localhost:3000/${slug}` : null,
    preview_url: slug ? `http://city-of-riverton.localhost:3000/${slug}/preview?preview=abc` : null,
    predefined_calculations: {
      is_property_tax_available: true,
      is_property_tax_enabled: true,
      is_property_tax_customized: false,
      is_property_tax_owner_question_enabled: false,
      property_tax_question_content: null,
      property_tax_rate: 0.012,
      property_tax_helper_content: null,
      is_income_tax_available: true,
      is_income_tax_enabled: false,
      is_income_tax_customized: false,
      income_tax_rate: 0.0725,
      is_sales_tax_available: false,
      is_sales_tax_enabled: false,
      is_sales_tax_customized: false,
      sales_tax_rate: null,
      is_sales_tax_purchased_percentage_enabled: false,
      has_additional_custom_calculations: false,
    },
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
    expenses: [],
    ...overrides,
  };
}

export interface TCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export interface TReceiptApiOptions {
  me?: TMe;
  /** The user's one-time flags (the drag-and-drop help is seen unless told otherwise). */
  meta?: Record<string, string>;
  /** Calls `${method} ${path}` matching it are refused with a 422 on `id`. */
  fail?: RegExp;
  /** The list's licence counter (default: 1 of 3 active). */
  counts?: TReceiptCounts;
  /** The receipt's audit trail, for its History tab (default: nothing recorded). */
  history?: TAuditEvent[];
}

const refused = () =>
  jsonResponse({ message: 'The given data was invalid.', errors: { id: ['Refused by the test.'] } }, 422);

/**
 * The API as the receipt editor uses it, over `receipt` (changed in place as the server would): the
 * answers follow spec 3 section 7; every call but the user's own is recorded.
 */
export function mockReceiptApi(receipt: TReceiptView, options: TReceiptApiOptions = {}) {
  const calls: TCall[] = [];
  let nextId = 9000;
  const base = `/v1/admin/receipts/${receipt.id}`;
  const expenses = () => receipt.expenses ?? [];
  const setExpenses = (next: TReceiptCategoryView[]) => (receipt.expenses = next);
  const inCategory = (id: number, change: (c: TReceiptCategoryView) => TReceiptCategoryView) =>
    setExpenses(expenses().map((c) => (c.id === id ? change(c) : c)));
  const withoutExpenses = () => ({ ...receipt, expenses: undefined });

  const spending = (method: string, rest: string[], body: Record<string, unknown>) => {
    if (method === 'POST' && rest.length === 1) {
      const category = makeReceiptCategory({ id: nextId++, ...body, display_order: expenses().length });
      setExpenses([...expenses(), category]);
      return jsonResponse({ data: category }, 201);
    }
    if (rest[1] === 'import') {
      setExpenses([makeReceiptCategory({ id: nextId++, name: 'Imported' })]);
      return jsonResponse({ meta: { status: 'imported' }, data: expenses() });
    }
    const categoryId = Number(rest[1]);
    if (method === 'POST' && rest[2] === 'subcategories' && rest.length === 3) {
      const [item] = makeReceiptCategory({ id: categoryId }, [
        { id: nextId++, display_order: 99, ...body },
      ]).subcategories;
      inCategory(categoryId, (c) => ({ ...c, subcategories: [...c.subcategories, item!] }));
      return jsonResponse({ data: item }, 201);
    }
    // A dialog reads the whole item when it opens (decision 0598).
    if (method === 'GET' && rest[2] === 'subcategories' && rest.length === 4) {
      const item = expenses()
        .flatMap((c) => c.subcategories)
        .find((s) => s.id === Number(rest[3]));
      return item ? jsonResponse({ data: item }) : jsonResponse({ message: 'Not found.' }, 404);
    }
    if (method === 'PATCH' && rest[2] === 'subcategories') {
      const item = expenses()
        .flatMap((c) => c.subcategories)
        .find((s) => s.id === Number(rest[3]))!;
      const to = (body.tax_receipt_category_id as number | undefined) ?? item.tax_receipt_category_id;
      const next = { ...item, ...body, budget_category_id: to, tax_receipt_category_id: to };
      setExpenses(
        expenses().map((c) => ({
          ...c,
          subcategories: [...c.subcategories.filter((s) => s.id !== item.id), ...(c.id === to ? [next] : [])],
        })),
      );
      return jsonResponse({ data: next });
    }
    if (method === 'DELETE' && rest.length === 2) {
      setExpenses(expenses().filter((c) => c.id !== categoryId));
      return jsonResponse({ meta: { status: 'deleted' } });
    }
    return jsonResponse({ meta: { status: 'saved' } });
  };

  const fetch = mockSimulationApi({
    me: options.me,
    handle: (url, init) => {
      const method = init.method ?? 'GET';
      const path = url.pathname;
      if (path === '/v1/users/me') return undefined;
      const body =
        init.body instanceof FormData
          ? init.body
          : init.body
            ? (bodyOf(init) as Record<string, unknown>)
            : {};
      calls.push({ method, path, query: url.search, body: init.body === undefined ? undefined : body });
      if (options.fail?.test(`${method} ${path}`)) return refused();
      if (path === '/v1/users/me/meta')
        return jsonResponse({ data: options.meta ?? { drag_drop_help_displayed: 'true' } });
      if (path.startsWith('/v1/users/me/meta/')) return jsonResponse({ data: body });
      if (path === '/v1/admin/standardized-subcategories') return jsonResponse({ data: [] });
      if (path === '/v1/admin/validate-subdomain-slug') {
        return url.searchParams.get('slug') === 'taken'
          ? jsonResponse(
              { message: 'The given data was invalid.', errors: { slug: [SLUG_MESSAGES.taken] } },
              422,
            )
          : jsonResponse({ status: 'success' });
      }
      if (path === '/v1/admin/receipts' && method === 'GET') {
        const meta = options.counts ?? { active_count: 1, allowed_count: 3 };
        return jsonResponse({ data: [withoutExpenses()], meta });
      }
      if (path === base && method === 'GET') return jsonResponse({ data: receipt });
      if (path === base && method === 'PATCH') {
        Object.assign(receipt, body);
        return jsonResponse({ data: withoutExpenses() });
      }
      if (path === `${base}/predefined-calculations`) {
        Object.assign(receipt.predefined_calculations, body);
        return jsonResponse({ data: withoutExpenses() });
      }
      if (path === `${base}/history`) {
        const history = options.history ?? [];
        return jsonResponse({ data: history, meta: { total: history.length, page: 1, per_page: 25 } });
      }
      if (path.startsWith(`${base}/expenses`)) {
        return spending(method, path.slice(`${base}/`.length).split('/'), body as Record<string, unknown>);
      }
      return undefined;
    },
  });

  const writes = () => calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/v1/admin/'));
  return { fetch, calls, writes };
}
