import { vi } from 'vitest';
import type {
  TMeetingResults,
  TPublicMeetingPage,
  TPublicReceipt,
  TPublicSimulation,
} from '@commonpurse/domain/public';

export interface TCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

type TAnswer = { status: number; body?: unknown } | Error;

/**
 * Stubs fetch with the public API answering `sim` to every GET (or a taxpayer receipt, a meeting's page
 * data or figures); `submissions` answers the submission POSTs in turn (an Error is a network failure).
 * Every request is in `calls`.
 */
export function fakeApi(
  sim: TPublicSimulation | TPublicReceipt | TPublicMeetingPage | TMeetingResults | null,
  submissions: TAnswer[] = [],
) {
  const calls: TCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(init.body as string) : null,
      headers: (init.headers ?? {}) as Record<string, string>,
      credentials: init.credentials,
    };
    calls.push(call);
    const json = (status: number, body?: unknown) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (call.method === 'GET') return sim ? json(200, { data: sim }) : json(404, { message: 'Not found' });
    if (url.endsWith('/visits')) return json(201, { data: { visit_id: 77 } });
    if (url.endsWith('/submissions')) {
      const answer = submissions.shift() ?? { status: 201, body: { data: { id: 1, user_id: 'u-1' } } };
      if (answer instanceof Error) throw answer;
      return json(answer.status, answer.body);
    }
    return json(204);
  });
  vi.stubGlobal('fetch', fetch);
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
  // A proxy, so the real navigator's getters (userAgent, which Leaflet reads) still work.
  const real = navigator;
  vi.stubGlobal(
    'navigator',
    new Proxy(real, {
      get: (target, key) => (key === 'sendBeacon' ? beacon : Reflect.get(target, key, target)),
    }),
  );
  const writes = () => calls.filter((c) => c.method !== 'GET');
  return { calls, writes, beacon };
}
