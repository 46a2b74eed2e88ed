import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditPage, TAuditQuery } from '@commonpurse/domain';
import { apiFetch } from '@/api/client.ts';
import { parentPath, type TParent } from '@/api/parent.ts';

// The audit trail's calls (docs/api.md "Audit trail"); query keys beside the fetchers.

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: TAuditQuery) => ['audit', 'list', query] as const,
  history: (parent: TParent, page: number) => ['audit', 'history', parent.kind, parent.id, page] as const,
};

/** GET admin/audit (superadmins): blank filters are left out. */
export const fetchAudit = (query: TAuditQuery, signal?: AbortSignal) =>
  apiFetch<TAuditPage>('/v1/admin/audit', {
    query: Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== '' && value !== undefined),
    ) as Record<string, string | number>,
    signal,
  });

/** GET admin/budgets/{id}/history or admin/receipts/{id}/history. */
export const fetchHistory = (parent: TParent, page: number, perPage: number, signal?: AbortSignal) =>
  apiFetch<TAuditPage>(`${parentPath(parent)}/history`, { query: { page, per_page: perPage }, signal });

export const useAuditPage = (query: TAuditQuery) =>
  useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => fetchAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export const useHistory = (parent: TParent, page: number, perPage: number) =>
  useQuery({
    queryKey: auditKeys.history(parent, page),
    queryFn: ({ signal }) => fetchHistory(parent, page, perPage, signal),
    placeholderData: keepPreviousData,
  });
