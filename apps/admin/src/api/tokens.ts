import { CONSOLE_OAUTH_CLIENT_ID, CONSOLE_OAUTH_SCOPE } from '@commonpurse/domain';
import { ApiError, request } from './http.ts';
import { getSession, sessionFromToken, setSession, type TSession, type TTokenResponse } from './session.ts';

/** Refresh before a call when the access token has less than this left. */
const REFRESH_BEFORE_CALL_MS = 10_000;

/** Signs in with the password grant and stores the session. */
export async function login(email: string, password: string): Promise<TSession> {
  const token = await request<TTokenResponse>('/oauth/token', {
    method: 'POST',
    body: {
      grant_type: 'password',
      username: email,
      password,
      client_id: CONSOLE_OAUTH_CLIENT_ID,
      scope: CONSOLE_OAUTH_SCOPE,
    },
  });
  const session = sessionFromToken(token, false);
  setSession(session);
  return session;
}

/** Takes up a one-time impersonation token (/i?token=...) and stores the session as impersonating. */
export async function impersonate(oneTimeToken: string): Promise<TSession> {
  const token = await request<TTokenResponse>('/v1/impersonate', {
    method: 'POST',
    body: { token: oneTimeToken },
  });
  const session = sessionFromToken(token, true);
  setSession(session);
  return session;
}

let inflight: Promise<TSession | null> | null = null;

/**
 * Exchanges the refresh token for a new pair. Concurrent callers share one request: the server rotates
 * refresh tokens and treats a reused one as invalid, so two parallel refreshes would end the session.
 * Answers null when the session is gone (no session, or the server refused the refresh token).
 */
export function refreshSession(): Promise<TSession | null> {
  inflight ??= (async () => {
    const current = getSession();
    if (!current) return null;
    try {
      const token = await request<TTokenResponse>('/oauth/token', {
        method: 'POST',
        body: {
          grant_type: 'refresh_token',
          refresh_token: current.refresh_token,
          client_id: CONSOLE_OAUTH_CLIENT_ID,
        },
      });
      // Signed out (or signed in again) meanwhile: keep what is stored now.
      if (getSession()?.refresh_token !== current.refresh_token) return getSession();
      const next = sessionFromToken(token, current.impersonating);
      setSession(next);
      return next;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) throw error;
      // Another tab may have rotated the pair first; its session is in storage now.
      const stored = getSession();
      return stored && stored.refresh_token !== current.refresh_token ? stored : null;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** The session with an access token that is still good for a moment; refreshed first when it is not. */
export async function ensureFreshSession(now = Date.now()): Promise<TSession | null> {
  const session = getSession();
  if (!session) return null;
  if (session.expires_at - now > REFRESH_BEFORE_CALL_MS) return session;
  return refreshSession();
}

/** Revokes the tokens on the server, best effort: the browser forgets them whatever the answer. */
export function revokeSession(session: TSession): Promise<void> {
  return request('/v1/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.access_token}` },
    keepalive: true,
    timeoutMs: 10_000,
  }).then(
    () => undefined,
    () => undefined,
  );
}
