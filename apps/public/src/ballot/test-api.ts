import { vi } from 'vitest';
import type { TPublicSimulation } from '@commonpurse/domain/public';

// Test helper (never imported by the page): fetch answering a prioritization's public API.

type TAnswer = { status: number; body?: unknown } | Error;
type TRoute = 'ballot' | 'email' | 'verify' | 'code' | 'submissions' | 'receipts';

export interface TCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

const routeOf = (url: string): TRoute | null =>
  url.includes('/voter/email/verify')
    ? 'verify'
    : url.includes('/voter/email')
      ? 'email'
      : url.includes('/voter/code')
        ? 'code'
        : url.includes('/receipts/')
          ? 'receipts'
          : url.endsWith('/submissions')
            ? 'submissions'
            : /\/ballot(\?|$)/.test(url)
              ? 'ballot'
              : null;

const DEFAULTS: Record<TRoute, TAnswer> = {
  ballot: { status: 200, body: { data: { verification: 'browser', has_ballot: false } } },
  email: { status: 204 },
  verify: {
    status: 200,
    body: { data: { token: 'tok-1', expires_at: '2026-01-01T00:00:00Z', has_ballot: false } },
  },
  code: { status: 200, body: { data: { valid: true } } },
  submissions: {
    status: 201,
    body: { data: { id: 9, user_id: 'u-9', receipt_code: 'K7QX-2M9P', replaced: false } },
  },
  receipts: { status: 404, body: { message: 'No ballot has this receipt code.' } },
};

/** Stubs fetch; each route answers from its queue in turn, then with its default. */
export function ballotApi(sim: TPublicSimulation, queues: Partial<Record<TRoute, TAnswer[]>> = {}) {
  const calls: TCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call: TCall = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(init.body as string) : null,
      headers: (init.headers ?? {}) as Record<string, string>,
      credentials: init.credentials,
    };
    calls.push(call);
    const json = (status: number, body?: unknown) =>
      new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.includes('/v1/public/sites/')) return json(200, { data: sim });
    if (url.endsWith('/visits')) return json(201, { data: { visit_id: 77 } });
    const route = routeOf(url);
    if (!route) return json(204);
    const answer = queues[route]?.shift() ?? DEFAULTS[route];
    if (answer instanceof Error) throw answer;
    return json(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal(
    'navigator',
    new Proxy(navigator, {
      get: (target, key) => (key === 'sendBeacon' ? () => true : Reflect.get(target, key, target)),
    }),
  );
  const to = (route: TRoute) => calls.filter((call) => routeOf(call.url) === route);
  return { calls, to };
}
