import { useQuery } from '@tanstack/react-query';
import { RECEIPT_LIMITS, type TReceiptCounts, type TReceiptSummary } from '@commonpurse/domain';
import { apiFetch } from './client.ts';

// The client's receipts list in the query cache, shared by the receipts screens and the simulations'
// create dialog (which duplicates a receipt as a simulation): one key, one fetch.

export interface TReceiptList {
  data: TReceiptSummary[];
  meta: TReceiptCounts;
}

export const receiptListKey = ['receipts', 'list'] as const;

/** GET admin/receipts?per_page=1000. */
export const fetchReceipts = (signal?: AbortSignal) =>
  apiFetch<TReceiptList>('/v1/admin/receipts', { query: { per_page: RECEIPT_LIMITS.listPageSize }, signal });

/** The receipts list; off for a client without the receipts capability (the server refuses it). */
export function useReceipts(enabled = true) {
  return useQuery({ queryKey: receiptListKey, queryFn: ({ signal }) => fetchReceipts(signal), enabled });
}
