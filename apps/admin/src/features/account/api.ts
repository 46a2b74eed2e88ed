import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BUDGET_SOFTWARE,
  LOGO_FIELD,
  type TClientProfileUpdate,
  type TIntegrationToken,
  type TIntegrationTokenCreated,
  type TUserProfileUpdate,
} from '@commonpurse/domain';
import { apiFetch } from '@/api/client.ts';
import type { TClient, TData, TMe } from '@/api/types.ts';
import { userKeys } from '@/api/users.ts';

// Calls of docs/api.md "Account: organisation profile, logo and integration tokens"; query keys beside
// the fetchers. Whatever changes the user or the client reloads users/me, which the shell shows.

export const accountKeys = {
  integrationTokens: ['integrations', BUDGET_SOFTWARE] as const,
};

const INTEGRATIONS_PATH = `/v1/admin/integrations/${BUDGET_SOFTWARE}`;

export const patchClient = (body: TClientProfileUpdate) =>
  apiFetch<TData<TClient>>('/v1/admin/clients/me', { method: 'PATCH', body }).then((r) => r.data);

export const patchUser = (body: TUserProfileUpdate) =>
  apiFetch<TData<TMe>>('/v1/users/me', { method: 'PATCH', body }).then((r) => r.data);

/** GET validate-subdomain: resolves when the address is free (or the client's own), else an ApiError. */
export const validateSubdomain = (subdomain: string) =>
  apiFetch<{ status: 'success' }>('/v1/validate-subdomain', { query: { subdomain } });

export const uploadLogo = (file: File) => {
  const body = new FormData();
  body.append(LOGO_FIELD, file);
  return apiFetch<{ meta: { status: 'created'; url: string }; data: TClient }>('/v1/admin/clients/me/logo', {
    method: 'POST',
    body,
  });
};

export const deleteLogo = () =>
  apiFetch<{ meta: { status: 'deleted' }; data: TClient }>('/v1/admin/clients/me/logo', {
    method: 'DELETE',
  });

export const fetchIntegrationTokens = (signal?: AbortSignal) =>
  apiFetch<TData<TIntegrationToken[]>>(INTEGRATIONS_PATH, { signal }).then((r) => r.data);

export const createIntegrationToken = () =>
  apiFetch<TData<TIntegrationTokenCreated>>(INTEGRATIONS_PATH, { method: 'POST' }).then((r) => r.data);

export const revokeIntegrationTokens = () =>
  apiFetch<{ meta: { status: 'deleted' }; data: TIntegrationToken[] }>(INTEGRATIONS_PATH, {
    method: 'DELETE',
  }).then((r) => r.data);

/** Reloads users/me (the shell's name, logo and company) and waits for it. */
export function useReloadMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.me });
}

/** The client's budget-software tokens (never their secrets). */
export function useIntegrationTokens(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.integrationTokens,
    queryFn: ({ signal }) => fetchIntegrationTokens(signal),
    enabled,
  });
}

/** The logo calls; a success reloads users/me so the header shows the new logo. */
export function useLogoMutations() {
  const reloadMe = useReloadMe();
  const upload = useMutation({ mutationFn: uploadLogo, onSuccess: () => reloadMe() });
  const remove = useMutation({ mutationFn: deleteLogo, onSuccess: () => reloadMe() });
  return { upload, remove };
}

/**
 * Generate (POST: the server revokes the active token first), regenerate (DELETE then POST, as the spec
 * words it) and revoke (DELETE). The new secret is handed to the caller and never cached.
 */
export function useIntegrationTokenMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.integrationTokens });
  // gcTime 0: the mutation's answer (the secret) leaves memory as soon as the page lets go of it.
  const create = useMutation({ mutationFn: createIntegrationToken, onSettled: refresh, gcTime: 0 });
  const revoke = useMutation({
    mutationFn: revokeIntegrationTokens,
    onSuccess: (tokens) => queryClient.setQueryData(accountKeys.integrationTokens, tokens),
  });
  return { create, revoke };
}
