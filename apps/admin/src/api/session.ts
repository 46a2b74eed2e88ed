import { useSyncExternalStore } from 'react';
import type { TTokenResponse } from '@commonpurse/domain';

export type { TTokenResponse };

/** What the browser keeps of a sign-in (localStorage, so a reload or a new tab stays signed in). */
export interface TSession {
  access_token: string;
  refresh_token: string;
  /** Epoch milliseconds when the access token expires. */
  expires_at: number;
  /** The session came from an impersonation link (/i). */
  impersonating: boolean;
}

export const SESSION_STORAGE_KEY = 'commonpurse.session';

const listeners = new Set<() => void>();
/** undefined: not read from storage yet. */
let cached: TSession | null | undefined;

function parse(raw: string | null): TSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TSession>;
    if (
      typeof value.access_token === 'string' &&
      typeof value.refresh_token === 'string' &&
      typeof value.expires_at === 'number' &&
      Number.isFinite(value.expires_at)
    ) {
      return {
        access_token: value.access_token,
        refresh_token: value.refresh_token,
        expires_at: value.expires_at,
        impersonating: value.impersonating === true,
      };
    }
  } catch {
    // A damaged entry is treated as signed out.
  }
  return null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): TSession | null {
  if (cached === undefined) cached = parse(storage()?.getItem(SESSION_STORAGE_KEY) ?? null);
  return cached;
}

export function setSession(session: TSession | null): void {
  cached = session;
  const store = storage();
  if (session) store?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else store?.removeItem(SESSION_STORAGE_KEY);
  emit();
}

export const clearSession = () => setSession(null);

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionFromToken(token: TTokenResponse, impersonating: boolean, now = Date.now()): TSession {
  return {
    access_token: token.access_token,
    refresh_token: token.refresh_token,
    expires_at: now + token.expires_in * 1000,
    impersonating,
  };
}

/** The current session, re-rendering on sign-in, sign-out, refresh, and changes made in another tab. */
export function useSession(): TSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
    cached = undefined;
    emit();
  });
}
