import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import {
  ALL_CAPABILITIES_ON,
  capabilitiesOf,
  completeOptions,
  generateCsvLabel,
  impactCalculation,
  type TCapabilities,
  type TCapabilitySwitches,
  type TQuestionView,
  type TImpactView,
  type TSimulationView,
} from '@commonpurse/domain';
import { jsonResponse, signIn, testQueryClient } from '@/test/render.tsx';
import { ErrorBanner, NotifyProvider } from '@/ui/notify.tsx';
import { installEditorLayout } from '@/ui/rich-text/test-support.ts';
import { testTheme as theme } from './theme.ts';
import { simulationKeys } from '@/api/simulation-cache.ts';
import { kindOf } from '@/editor-kit/simulation-kind.ts';
import { simulationParent } from '@/api/parent.ts';
import { bodyOf, mockSimulationApi } from './simulation-api.ts';
import { EditorContext, useSimulationSaver, type TEditorContext } from '@/editor-kit/editor-context.tsx';
import { byDisplayOrder, childrenOf } from '@/editor-kit/children-cache.ts';

// The editor's providers with the real field-by-field saver, over a small in-memory server for the
// calls of the Exit / Entry and Impacts tabs (editor-api.md), which answers as the real API does.

export const capabilitiesWith = (features: Partial<TCapabilitySwitches> = {}): TCapabilities =>
  capabilitiesOf({
    ...ALL_CAPABILITIES_ON,
    ...features,
    is_trial: false,
    stripe_id: null,
    meta_pixel_id: null,
    google_translate_id: null,
  });

export interface TCall {
  method: string;
  path: string;
  body: unknown;
}

function EditorHost({
  id,
  capabilities,
  children,
}: {
  id: number;
  capabilities: TCapabilities;
  children: ReactNode;
}) {
  // The test put the simulation in the cache; writes update it there, as in the editor.
  const { data } = useQuery<TSimulationView>({
    queryKey: simulationKeys.detail(id),
    queryFn: () => Promise.reject(new Error('The test harness never refetches')),
    staleTime: Infinity,
  });
  const saver = useSimulationSaver(id);
  if (!data) return null;
  const editor: TEditorContext = {
    simulation: data,
    kind: kindOf(data.is_pb),
    parent: simulationParent(data.id),
    capabilities,
    ...saver,
    setUnsaved: () => undefined,
  };
  return <EditorContext.Provider value={editor}>{children}</EditorContext.Provider>;
}

const refusal = (field: string, message: string, status = 422) =>
  jsonResponse(
    { message: status === 422 ? 'The given data was invalid.' : message, errors: { [field]: [message] } },
    status,
  );

export interface TFakeServerOptions {
  /** Calls matching `METHOD /path` are refused with this answer. */
  refuse?: { match: RegExp; status?: number; field?: string; message: string };
  /** Answers a feature's own calls first (undefined: the harness answers). */
  handle?(url: URL, init: RequestInit): Response | undefined;
}

/** The in-memory server: it keeps `view` current, like the database behind the real API. */
function fakeServer(view: TSimulationView, options: TFakeServerOptions) {
  let nextId = 9000;
  const base = `/v1/admin/budgets/${view.id}`;
  const questions = () => childrenOf(view, 'demographics');
  const impacts = () => childrenOf(view, 'impacts');
  const setQuestions = (rows: TQuestionView[]) => Object.assign(view, { demographics: rows });
  const setImpacts = (rows: TImpactView[]) => Object.assign(view, { impacts: rows });
  const multipliers = new Map<number, Map<number, number>>();
  const now = '2026-02-01T00:00:00.000Z';

  const normalized = (q: TQuestionView, body: Record<string, unknown>): TQuestionView => {
    const next = { ...q, ...body } as TQuestionView;
    const taken = questions()
      .filter((o) => o.id !== q.id)
      .map((o) => o.slug);
    return {
      ...next,
      slug: next.slug ? next.slug : generateCsvLabel(next.name, taken),
      is_required: next.is_enabled && next.is_required,
      ask_on_exit: next.display_type === 'entry' && next.ask_on_exit,
      options_config: next.type === 'select' ? completeOptions(next.options_config ?? []) : null,
      updated_at: now,
    };
  };

  const calculation = (impact: TImpactView) => {
    const items = [...(view.expenses ?? []), ...(view.revenue ?? [])].flatMap((category) =>
      category.subcategories.map((s) => ({
        budget_subcategory_id: s.id,
        subcategory_name: s.name,
        budget_category_id: category.id,
        category_name: category.name,
        category_type: category.type as 'expense' | 'revenue',
        amount: s.amount,
        multiplier: multipliers.get(impact.id)?.get(s.id) ?? 0,
      })),
    );
    return { impact, ...impactCalculation(items) };
  };

  return (url: URL, init: RequestInit): Response | undefined => {
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (path !== base && !path.startsWith(`${base}/`)) return undefined;
    if (options.refuse?.match.test(`${method} ${path}`)) {
      const { status = 422, field = 'id', message } = options.refuse;
      return status >= 500 ? jsonResponse({ message }, status) : refusal(field, message, status);
    }
    const own = options.handle?.(url, init);
    if (own) return own;
    const body = (init.body ? bodyOf(init) : {}) as Record<string, unknown>;
    const rest = path.slice(base.length).split('/').filter(Boolean);

    if (rest.length === 0 && method === 'PATCH') {
      Object.assign(view, body);
      if (body.is_location_enabled === false) view.is_location_required = false;
      const { demographics: _d, impacts: _i, expenses: _e, revenue: _r, strings: _s, ...own } = view;
      return jsonResponse({ data: own });
    }

    if (rest[0] === 'demographics') {
      if (rest[1] === 'set-order') {
        const ids = body.display_order as number[];
        setQuestions(
          questions().map((q) => (ids.includes(q.id) ? { ...q, display_order: ids.indexOf(q.id) } : q)),
        );
        return jsonResponse({ meta: { status: 'saved' } });
      }
      if (method === 'POST') {
        const table = (body.display_type as string | undefined) ?? 'exit';
        const last = questions().filter((q) => q.display_type === table).length;
        const created = normalized(
          {
            id: nextId++,
            budget_id: view.id,
            name: '',
            slug: '',
            type: 'text',
            display_type: 'exit',
            is_enabled: true,
            is_required: false,
            ask_on_exit: false,
            is_default: false,
            display_order: last,
            options_config: null,
            created_at: now,
            updated_at: now,
          },
          body,
        );
        setQuestions([...questions(), created]);
        return jsonResponse({ data: created }, 201);
      }
      const question = questions().find((q) => q.id === Number(rest[1]));
      if (!question) return jsonResponse({ message: 'Invalid demographics question ID' }, 404);
      if (method === 'DELETE') {
        setQuestions(questions().filter((q) => q.id !== question.id));
        return jsonResponse({ meta: { status: 'deleted' } });
      }
      const saved = normalized(question, body);
      setQuestions(questions().map((q) => (q.id === saved.id ? saved : q)));
      return jsonResponse({ data: saved });
    }

    if (rest[0] === 'impacts') {
      if (rest[1] === 'set-order') {
        const ids = body.display_order as number[];
        setImpacts(impacts().map((i) => ({ ...i, display_order: ids.indexOf(i.id) })));
        return jsonResponse({ meta: { status: 'saved' } });
      }
      if (method === 'POST') {
        const created: TImpactView = {
          id: nextId++,
          budget_id: view.id,
          name: '',
          description: null,
          additional_details: null,
          target: null,
          prefix: null,
          suffix: null,
          type: null,
          display_order: impacts().length,
          created_at: now,
          updated_at: now,
          ...(body as Partial<TImpactView>),
        };
        if (body.target !== undefined) created.target = body.target === null ? null : Number(body.target);
        setImpacts([...impacts(), created]);
        return jsonResponse({ data: created }, 201);
      }
      const impact = impacts().find((i) => i.id === Number(rest[1]));
      if (!impact) return jsonResponse({ message: 'Invalid impact.' }, 404);
      if (rest[2] === 'multipliers') {
        if (method === 'PUT') {
          const rows = body.multipliers as { budget_subcategory_id: number; multiplier: number }[];
          multipliers.set(impact.id, new Map(rows.map((r) => [r.budget_subcategory_id, r.multiplier])));
        }
        return jsonResponse({ data: calculation(impact) });
      }
      if (method === 'DELETE') {
        setImpacts(impacts().filter((i) => i.id !== impact.id));
        return jsonResponse({ meta: { status: 'deleted' } });
      }
      const saved: TImpactView = { ...impact, ...(body as Partial<TImpactView>), updated_at: now };
      if (body.target !== undefined) saved.target = body.target === null ? null : Number(body.target);
      setImpacts(impacts().map((i) => (i.id === saved.id ? saved : i)));
      return jsonResponse({ data: saved });
    }
    return undefined;
  };
}

/** Lays out rows matching `selector` one under the other (jsdom lays nothing out), for keyboard sorting. */
export function layOutRows(selector: string) {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (!this.matches(selector)) return original.call(this);
    const index = [...(this.parentElement?.children ?? [])].indexOf(this);
    return DOMRect.fromRect({ x: 0, y: index * 60, width: 800, height: 50 });
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
}

/**
 * A tab inside the editor's providers over the fake server. Answers the calls made to the simulation
 * (method, path, body), the writes among them, and the cached simulation.
 */
export function renderTab(
  ui: ReactElement,
  {
    view,
    capabilities = capabilitiesWith(),
    ...options
  }: { view: TSimulationView; capabilities?: TCapabilities } & TFakeServerOptions,
) {
  installEditorLayout();
  signIn();
  const fetch = mockSimulationApi({ views: [view], handle: fakeServer(view, options) });
  const queryClient = testQueryClient();
  queryClient.setQueryData(simulationKeys.detail(view.id), structuredClone(view));
  const rendered = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <ErrorBanner />
          <EditorHost id={view.id} capabilities={capabilities}>
            {ui}
          </EditorHost>
        </NotifyProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  const calls = (): TCall[] =>
    fetch.mock.calls.map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      const raw = init?.body;
      return {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
      };
    });
  const writes = () => calls().filter((call) => call.method !== 'GET');
  const cached = () => queryClient.getQueryData<TSimulationView>(simulationKeys.detail(view.id))!;
  const cachedQuestions = () => childrenOf(cached(), 'demographics').slice().sort(byDisplayOrder);
  const cachedImpacts = () => childrenOf(cached(), 'impacts').slice().sort(byDisplayOrder);
  return { ...rendered, calls, writes, cached, cachedQuestions, cachedImpacts, queryClient };
}
