import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RECEIPT_LIMITS,
  type TReceiptCreate,
  type TReceiptCreateMethod,
  type TReceiptStatusTarget,
  type TReceiptView,
  type TSimulationSummary,
} from '@commonpurse/domain';
import { apiFetch } from '@/api/client.ts';
import { budgetPath, parentPath } from '@/api/parent.ts';
import { receiptListKey } from '@/api/receipt-list.ts';
import type { TData } from '@/api/types.ts';

// Calls of docs/api.md "Taxpayer receipts" the list and its create dialog make; query keys beside the
// fetchers. Every write reloads whatever the console holds about receipts. The list itself is shared
// with the simulations' create dialog, so it lives in src/api.

export { useReceipts } from '@/api/receipt-list.ts';

export const receiptKeys = {
  all: ['receipts'] as const,
  list: receiptListKey,
  detail: (id: number) => ['receipts', 'detail', id] as const,
  /** The simulations a receipt can be duplicated from. */
  simulationSources: ['receipts', 'simulation-sources'] as const,
};

export const receiptPath = (id: number) => parentPath({ kind: 'receipt', id });

/** The receipt as stored now, without its spending. */
export const fetchReceipt = (id: number, signal?: AbortSignal) =>
  apiFetch<TData<TReceiptView>>(receiptPath(id), { signal }).then((r) => r.data);

/** GET admin/budgets: the client's simulations (prioritizations are not duplicated as receipts). */
export const fetchSimulationSources = (signal?: AbortSignal) =>
  apiFetch<TData<TSimulationSummary[]>>('/v1/admin/budgets', {
    query: { per_page: RECEIPT_LIMITS.listPageSize },
    signal,
  }).then((r) => r.data.filter((s) => !s.is_pb));

export const createReceipt = (body: TReceiptCreate) =>
  apiFetch<TData<TReceiptView>>('/v1/admin/receipts', { method: 'POST', body }).then((r) => r.data);

export const duplicateSimulationAsReceipt = (simulationId: number, body: TReceiptCreate) =>
  apiFetch<TData<TReceiptView>>(`${budgetPath(simulationId)}/duplicate-as-receipt`, {
    method: 'POST',
    body,
  }).then((r) => r.data);

export const duplicateReceipt = (receiptId: number, body: TReceiptCreate) =>
  apiFetch<TData<TReceiptView>>(`${receiptPath(receiptId)}/duplicate`, { method: 'POST', body }).then(
    (r) => r.data,
  );

/** Activate, deactivate, archive; unarchive is a deactivation (spec 3 section 7). */
export const changeReceiptStatus = (id: number, status: TReceiptStatusTarget) =>
  apiFetch<TData<TReceiptView>>(receiptPath(id), { method: 'PATCH', body: { status } }).then((r) => r.data);

export const deleteReceipt = (id: number) => apiFetch<unknown>(receiptPath(id), { method: 'DELETE' });

/** A new receipt by one of the create dialog's methods; `sourceId` is required when duplicating. */
export interface TCreateReceiptInput extends TReceiptCreate {
  method: TReceiptCreateMethod;
  sourceId: number | null;
}

export function createReceiptBy({ method, sourceId, ...body }: TCreateReceiptInput): Promise<TReceiptView> {
  if (method === 'scratch') return createReceipt(body);
  if (sourceId === null) throw new Error(`A source is required to duplicate (${method}).`);
  return method === 'simulation'
    ? duplicateSimulationAsReceipt(sourceId, body)
    : duplicateReceipt(sourceId, body);
}

export function useSimulationSources(enabled: boolean) {
  return useQuery({
    queryKey: receiptKeys.simulationSources,
    queryFn: ({ signal }) => fetchSimulationSources(signal),
    enabled,
  });
}

function useInvalidateReceipts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: receiptKeys.all });
}

/** Creates or duplicates a receipt; answers the new receipt. */
export function useCreateReceipt() {
  const invalidate = useInvalidateReceipts();
  return useMutation({ mutationFn: createReceiptBy, onSuccess: () => void invalidate() });
}

export function useChangeReceiptStatus() {
  const invalidate = useInvalidateReceipts();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TReceiptStatusTarget }) =>
      changeReceiptStatus(id, status),
    onSettled: invalidate,
  });
}

export function useDeleteReceipt() {
  const invalidate = useInvalidateReceipts();
  return useMutation({ mutationFn: deleteReceipt, onSettled: invalidate });
}
