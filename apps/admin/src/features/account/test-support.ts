import axe from 'axe-core';
import {
  normalizeOutboundLink,
  type TIntegrationToken,
  type TIntegrationTokenCreated,
} from '@commonpurse/domain';
import type { TClient, TMe } from '@/api/types.ts';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { jsonResponse, mockFetch } from '@/test/render.tsx';

// A small stateful stand-in for the account calls: what PATCH, the logo and the token calls change is
// what the next GET users/me or GET integrations answers.

export interface TCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export interface TAccountApiOptions {
  me?: TMe;
  tokens?: TIntegrationToken[];
  /** Answers a call first; undefined falls through to the fake. */
  handle?(call: TCall): Response | undefined;
}

export const SECRET = 'cpi_s3cr3t-token-value-shown-once-AbCdEfGhIjKlMnOpQrStU';
export const LOGO_URL = 'http://console.test/uploads/1/0123abcd.png';

export const makeToken = (overrides: Partial<TIntegrationToken> = {}): TIntegrationToken => ({
  id: 1,
  type: 'budget-software',
  token_prefix: 'cpi_OldToken',
  created_at: '2026-03-01T12:00:00.000Z',
  expires_at: '2027-03-01T12:00:00.000Z',
  revoked_at: null,
  revoked: false,
  active: true,
  ...overrides,
});

const bodyOf = (init: RequestInit): unknown => {
  if (typeof init.body === 'string') return JSON.parse(init.body) as unknown;
  return init.body ?? undefined;
};

export function mockAccountApi(options: TAccountApiOptions = {}) {
  const state = {
    me: structuredClone(options.me ?? makeMe()),
    tokens: [...(options.tokens ?? [])],
    calls: [] as TCall[],
  };
  const client = () => state.me.client!;
  const revokeAll = () => {
    state.tokens = state.tokens.map((token) =>
      token.revoked
        ? token
        : { ...token, revoked: true, active: false, revoked_at: '2026-06-01T00:00:00.000Z' },
    );
  };
  const fetch = mockFetch((url, init) => {
    const call: TCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      body: bodyOf(init),
    };
    state.calls.push(call);
    const handled = options.handle?.(call);
    if (handled) return handled;
    const { method, path } = call;
    const body = (call.body ?? {}) as Record<string, string>;
    if (path === '/v1/users/me' && method === 'GET') return jsonResponse({ data: state.me });
    if (path === '/v1/users/me' && method === 'PATCH') {
      const { first_name, last_name, email } = body;
      state.me = {
        ...state.me,
        ...(first_name === undefined ? {} : { first_name }),
        ...(last_name === undefined ? {} : { last_name }),
        ...(email === undefined ? {} : { email }),
      };
      return jsonResponse({ data: state.me });
    }
    if (path === '/v1/admin/clients/me' && method === 'PATCH') {
      const next: TClient = { ...client(), ...(body as Partial<TClient>) };
      if (body.postal_code !== undefined) next.postal_code = body.postal_code || null;
      if (body.logo_outbound_link !== undefined)
        next.logo_outbound_link = normalizeOutboundLink(body.logo_outbound_link);
      state.me = { ...state.me, client: next, companyName: next.name };
      return jsonResponse({ data: next });
    }
    if (path === '/v1/validate-subdomain') return jsonResponse({ status: 'success' });
    if (path === '/v1/admin/clients/me/logo') {
      const logo_url = method === 'POST' ? LOGO_URL : null;
      state.me = { ...state.me, client: { ...client(), logo_url } };
      const meta = method === 'POST' ? { status: 'created', url: LOGO_URL } : { status: 'deleted' };
      return jsonResponse({ meta, data: client() });
    }
    if (path === '/v1/admin/integrations/budget-software') {
      if (method === 'GET') return jsonResponse({ data: state.tokens });
      revokeAll();
      if (method === 'DELETE') return jsonResponse({ meta: { status: 'deleted' }, data: state.tokens });
      const created: TIntegrationTokenCreated = {
        ...makeToken({ id: state.tokens.length + 1, token_prefix: SECRET.slice(0, 12) }),
        token: SECRET,
      };
      const { token: _secret, ...listed } = created;
      state.tokens = [listed, ...state.tokens];
      return jsonResponse({ data: created }, 201);
    }
    return jsonResponse({ message: 'Not found.' }, 404);
  });
  return {
    fetch,
    state,
    callsTo: (method: string, path: string) =>
      state.calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A user of a client with these capabilities (every one on unless turned off). */
export const accountUser = (
  features: Parameters<typeof makeClient>[2] = {},
  overrides: Partial<TMe> = {},
) => ({
  ...makeMe(makeClient(1, 'City of Riverton', features)),
  ...overrides,
});

/** axe-core's WCAG 2.1 A/AA rules (colour contrast needs a layout jsdom lacks). */
export async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A 422 as the API answers it. */
export const refused = (
  errors: Record<string, string[]>,
  message = 'The given data was invalid.',
  status = 422,
) => jsonResponse({ message, errors }, status);
