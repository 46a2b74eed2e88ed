import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TPredefinedCalculations,
  TReceiptView,
  ZPredefinedCalculations,
  ZReceiptUpdate,
} from '@commonpurse/domain';
import type { z } from 'zod';
import { apiFetch } from '@/api/client.ts';
import { parentPath, receiptParent } from '@/api/parent.ts';
import { parentKey } from '@/api/structure-cache.ts';
import type { TData } from '@/api/types.ts';

// The editor's calls of spec 3 section 7 (docs/api.md "Taxpayer receipts"); query keys beside them.
// The spending calls are the structure board's, under the receipt's path (api/parent.ts).

export const receiptPath = (id: number) => parentPath(receiptParent(id));

/** The receipt's cache entry is the one the structure board writes its spending into. */
export const receiptDetailKey = (id: number) => parentKey(receiptParent(id));

/** The editor's children: the spending categories with their items. */
export const RECEIPT_INCLUDES = 'expenses.subcategories,expenses';

export const fetchReceipt = (id: number, signal?: AbortSignal) =>
  apiFetch<TData<TReceiptView>>(receiptPath(id), { query: { include: RECEIPT_INCLUDES }, signal }).then(
    (r) => r.data,
  );

export const patchReceipt = (id: number, body: z.input<typeof ZReceiptUpdate>) =>
  apiFetch<TData<TReceiptView>>(receiptPath(id), { method: 'PATCH', body }).then((r) => r.data);

export const patchPredefinedCalculations = (id: number, body: z.input<typeof ZPredefinedCalculations>) =>
  apiFetch<unknown>(`${receiptPath(id)}/predefined-calculations`, { method: 'PATCH', body });

/** Resolves when the slug is free; rejects with the server's errors.slug otherwise. */
export const validateReceiptSlug = (slug: string, receiptId: number, signal?: AbortSignal) =>
  apiFetch<{ status: 'success' }>('/v1/admin/validate-subdomain-slug', {
    query: { slug, tax_receipt_id: receiptId },
    signal,
  });

export function useReceipt(id: number) {
  return useQuery({
    queryKey: receiptDetailKey(id),
    queryFn: ({ signal }) => fetchReceipt(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** A PATCH answers the receipt without its spending: the loaded categories stay unless it has them. */
export function mergeReceipt(queryClient: QueryClient, next: TReceiptView): void {
  queryClient.setQueryData<TReceiptView>(receiptDetailKey(next.id), (old) =>
    old ? { ...old, ...next, expenses: next.expenses ?? old.expenses } : next,
  );
}

/** The calculators as sent: the cache takes them at once (the answer's shape does not matter). */
export function mergeCalculations(queryClient: QueryClient, id: number, sent: TPredefinedCalculations): void {
  queryClient.setQueryData<TReceiptView>(receiptDetailKey(id), (old) =>
    old ? { ...old, predefined_calculations: { ...old.predefined_calculations, ...sent } } : old,
  );
}

/** Every receipt query but the editor's own (the list, its counter) is stale after a write. */
export function useInvalidateReceiptLists() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'receipts' && q.queryKey[1] !== 'detail',
      }),
    [queryClient],
  );
}
