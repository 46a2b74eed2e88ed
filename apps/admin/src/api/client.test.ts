import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_OAUTH_CLIENT_ID } from '@commonpurse/domain';
import { jsonResponse, mockFetch, signIn } from '@/test/render.tsx';
import { apiFetch, setUnauthorizedHandler } from './client.ts';
import { ApiError } from './http.ts';
import { getSession } from './session.ts';

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('apiFetch', () => {
  it('sends the stored access token and answers the parsed body', async () => {
    signIn();
    const fetch = mockFetch(() => jsonResponse({ data: { id: 1 } }));
    await expect(apiFetch('/v1/users/me', { query: { include: 'client,navigation' } })).resolves.toEqual({
      data: { id: 1 },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/v1/users/me?include=client%2Cnavigation');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('throws an ApiError with status, message and field errors', async () => {
    signIn();
    mockFetch(() =>
      jsonResponse(
        { message: 'The given data was invalid.', errors: { email: ['Must be valid e-mail'] } },
        422,
      ),
    );
    const error = await apiFetch('/v1/users/me', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The given data was invalid.' });
    expect((error as ApiError).errors).toEqual({ email: ['Must be valid e-mail'] });
    expect((error as ApiError).messages()).toEqual(['Must be valid e-mail']);
  });

  it('logs out on any 401', async () => {
    signIn();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ message: 'Unauthenticated.' }, 401));
    await expect(apiFetch('/v1/users/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs out without calling when there is no session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const fetch = mockFetch(() => jsonResponse({}));
    await expect(apiFetch('/v1/users/me')).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refreshes an expiring token once for concurrent calls, then uses the new one', async () => {
    signIn({ expires_at: Date.now() + 2_000 });
    const fetch = mockFetch(async (url, init) => {
      if (url.pathname === '/oauth/token') {
        const body = JSON.parse(String(init.body)) as Record<string, string>;
        expect(body).toEqual({
          grant_type: 'refresh_token',
          refresh_token: 'refresh-1',
          client_id: CONSOLE_OAUTH_CLIENT_ID,
        });
        return jsonResponse({
          token_type: 'Bearer',
          expires_in: 3600,
          access_token: 'access-2',
          refresh_token: 'refresh-2',
        });
      }
      return jsonResponse({ auth: new Headers(init.headers).get('Authorization') });
    });
    const answers = await Promise.all([apiFetch('/v1/a'), apiFetch('/v1/b'), apiFetch('/v1/c')]);
    expect(answers).toEqual([
      { auth: 'Bearer access-2' },
      { auth: 'Bearer access-2' },
      { auth: 'Bearer access-2' },
    ]);
    expect(fetch.mock.calls.filter(([url]) => url === '/oauth/token')).toHaveLength(1);
    expect(getSession()).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2' });
  });

  it('logs out when the refresh token is refused', async () => {
    signIn({ expires_at: Date.now() - 1 });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ error: 'invalid_grant', message: 'Login failed.' }, 401));
    await expect(apiFetch('/v1/users/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure as status 0 without logging out', async () => {
    signIn();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/v1/users/me')).rejects.toMatchObject({ status: 0 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
