import { apiFetch } from '@/api/client.ts';
import type { TData } from '@/api/types.ts';

/** The signed-in user's one-time flags for the active client (user meta). */
export const fetchUserMeta = (signal?: AbortSignal) =>
  apiFetch<TData<Record<string, string>>>('/v1/users/me/meta', { signal }).then((r) => r.data);

export const setUserMeta = (key: string, value: string) =>
  apiFetch<unknown>(`/v1/users/me/meta/${encodeURIComponent(key)}`, { method: 'PUT', body: { value } });
