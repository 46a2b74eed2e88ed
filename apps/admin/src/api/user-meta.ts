import { apiFetch } from './client.ts';
import type { TData } from './types.ts';

/** The signed-in user's settings for the active client (user meta): one-time flags, page-visit counters. */
export const userMetaKey = ['user-meta'] as const;

export const fetchUserMeta = (signal?: AbortSignal) =>
  apiFetch<TData<Record<string, string>>>('/v1/users/me/meta', { signal }).then((r) => r.data);

export const setUserMeta = (key: string, value: string) =>
  apiFetch<unknown>(`/v1/users/me/meta/${encodeURIComponent(key)}`, { method: 'PUT', body: { value } });
