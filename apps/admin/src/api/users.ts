import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';
import { useSession } from './session.ts';
import type { TData, TManagedPublisher, TMe } from './types.ts';

export const userKeys = {
  me: ['users', 'me'] as const,
  managedPublishers: (filter: string) => ['users', 'managed-publishers', filter] as const,
};

export const fetchMe = (signal?: AbortSignal) =>
  apiFetch<TData<TMe>>('/v1/users/me', { query: { include: 'client,navigation' }, signal }).then(
    (r) => r.data,
  );

export const fetchManagedPublishers = (filter: string, signal?: AbortSignal) =>
  apiFetch<TData<TManagedPublisher[]>>('/v1/users/managed-publishers', {
    query: { filter: filter || undefined },
    signal,
  }).then((r) => r.data);

export const putActiveClient = (clientId: number) =>
  apiFetch<TData<TMe>>('/v1/users/me/active-client', { method: 'PUT', body: { client_id: clientId } }).then(
    (r) => r.data,
  );

/** The signed-in user with client and navigation; idle while signed out. */
export function useMe() {
  const session = useSession();
  return useQuery({
    queryKey: userKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: session !== null,
    staleTime: 5 * 60_000,
  });
}

/** The publishers (clients) the user manages, filtered on name or presiding area by the server. */
export function useManagedPublishers(filter: string, enabled = true) {
  return useQuery({
    queryKey: userKeys.managedPublishers(filter),
    queryFn: ({ signal }) => fetchManagedPublishers(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

const isMeKey = (key: readonly unknown[]) => key[0] === userKeys.me[0] && key[1] === userKeys.me[1];

/**
 * Makes another managed publisher the active client. Everything cached belonged to the previous client,
 * so every other query is reset (active ones refetch) once the new user data is in place.
 */
export function useSwitchPublisher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putActiveClient,
    onSuccess: (me) => {
      queryClient.setQueryData(userKeys.me, me);
      void queryClient.resetQueries({ predicate: (query) => !isMeKey(query.queryKey) });
    },
  });
}
