import { ApiError, request, type TRequestOptions } from './http.ts';
import { getSession, subscribeSession } from './session.ts';
import { ensureFreshSession, refreshSession } from './tokens.ts';

let onUnauthorized: () => void = () => window.location.assign('/logout');

/** What a 401 from an authenticated call does: the router sets it to navigate to /logout. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Logs out as a 401 does (the reporting client's 401s lead here too, spec 2 section 2). */
export function handleUnauthorized(): void {
  onUnauthorized();
}

export interface TApiOptions extends TRequestOptions {
  /** Leave a 401 to the caller instead of logging out (default: log out). */
  ignoreUnauthorized?: boolean;
}

/** An authenticated call to the API: Bearer token of the stored session; any 401 logs out. */
export async function apiFetch<T>(path: string, options: TApiOptions = {}): Promise<T> {
  const { ignoreUnauthorized = false, headers, ...rest } = options;
  const session = await ensureFreshSession();
  if (!session) {
    if (!ignoreUnauthorized) onUnauthorized();
    throw new ApiError(401, 'Unauthenticated.');
  }
  try {
    return await request<T>(path, {
      ...rest,
      headers: { ...headers, Authorization: `Bearer ${session.access_token}` },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !ignoreUnauthorized) onUnauthorized();
    throw error;
  }
}

/** Longest lead before expiry at which the session is refreshed in the background. */
const KEEP_ALIVE_LEAD_MS = 60_000;

/**
 * Refreshes the session shortly before its access token expires (at 90% of its life for short-lived
 * tokens), so a signed-in console keeps working; a refused refresh logs out. Answers a stop function.
 */
export function startSessionKeepAlive(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const session = getSession();
    if (!session) return;
    const remaining = session.expires_at - Date.now();
    const delay = Math.max(0, remaining - Math.min(KEEP_ALIVE_LEAD_MS, remaining * 0.1));
    timer = setTimeout(() => {
      refreshSession().then(
        (next) => {
          if (!next) onUnauthorized();
        },
        // Offline or a server fault: try again at the next call or the next change.
        () => undefined,
      );
    }, delay);
  };
  const unsubscribe = subscribeSession(schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
