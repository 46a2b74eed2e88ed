import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn } from '@/test/render.tsx';
import { setUnauthorizedHandler, startSessionKeepAlive } from './client.ts';
import { getSession } from './session.ts';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  setUnauthorizedHandler(() => undefined);
});

describe('startSessionKeepAlive', () => {
  it('refreshes shortly before the access token expires', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    signIn({ expires_at: 1_000_000 + 3_600_000 });
    const fetch = mockFetch(() =>
      jsonResponse({
        token_type: 'Bearer',
        expires_in: 3600,
        access_token: 'access-2',
        refresh_token: 'refresh-2',
      }),
    );
    stop = startSessionKeepAlive();
    await vi.advanceTimersByTimeAsync(3_600_000 - 61_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Refreshed 60 s before expiry; the new token lives another hour from then.
    expect(getSession()).toMatchObject({
      access_token: 'access-2',
      expires_at: 1_000_000 + 3_540_000 + 3_600_000,
    });
  });

  it('logs out when the refresh is refused', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    signIn({ expires_at: 1_000_000 + 30_000 });
    mockFetch(() => jsonResponse({ error: 'invalid_grant' }, 401));
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stop = startSessionKeepAlive();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
