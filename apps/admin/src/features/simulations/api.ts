import { useQuery } from '@tanstack/react-query';
import type { ZSimulationCreate, ZSimulationDuplicate } from '@commonpurse/domain';
import {
  LIST_PAGE_SIZE,
  type TSimulationCounts,
  type TSimulationSummary,
  type TCreationMethod,
  type TSimulationLocale,
  type TSimulationBoardView,
  type TSimulationView,
  type TStatusTarget,
} from '@commonpurse/domain';
import type { z } from 'zod';
import { apiFetch } from '@/api/client.ts';
import { budgetPath, parentPath } from '@/api/parent.ts';
import { simulationKeys } from '@/api/simulation-cache.ts';
import type { TData } from '@/api/types.ts';
import type { TDownload } from '@/api/http.ts';

// Calls of docs/api.md "Simulations and prioritizations"; query keys beside the fetchers.

export interface TSimulationList {
  data: TSimulationSummary[];
  meta: TSimulationCounts;
}

export type TCustomText = NonNullable<TSimulationView['strings']>[number];

/** The editor's children: every include the General tab and the later tabs read. */
export const EDITOR_INCLUDES =
  'strings,revenue,revenue.subcategories,expenses,expenses.subcategories,demographics,impacts';

export const fetchSimulations = (isPb: boolean, signal?: AbortSignal) =>
  apiFetch<TSimulationList>('/v1/admin/budgets', {
    query: { per_page: LIST_PAGE_SIZE, include: 'submissions', is_pb: isPb ? 1 : 0 },
    signal,
  });

/** Discoverable templates of every client (the create dialog filters them by kind). */
export const fetchTemplates = (signal?: AbortSignal) =>
  apiFetch<TSimulationList>('/v1/admin/budgets', {
    query: { per_page: LIST_PAGE_SIZE, type: 'discoverable' },
    signal,
  }).then((r) => r.data);

/** The editor's load: its lists' items carry only what the boards draw (fields=board, decision 0598). */
export const fetchSimulation = (id: number, signal?: AbortSignal) =>
  apiFetch<TData<TSimulationBoardView>>(budgetPath(id), {
    query: { include: EDITOR_INCLUDES, fields: 'board' },
    signal,
  }).then((r) => r.data);

/** POST admin/budgets. */
export type TCreateBody = z.input<typeof ZSimulationCreate>;

export const createSimulation = (body: TCreateBody) =>
  apiFetch<TData<TSimulationView>>('/v1/admin/budgets', { method: 'POST', body }).then((r) => r.data);

/** POST admin/budgets/{id}/duplicate; `clientId` is the template's client when duplicating a template. */
export type TDuplicateBody = z.input<typeof ZSimulationDuplicate>;

export const duplicateSimulation = (sourceId: number, body: TDuplicateBody) =>
  apiFetch<TData<TSimulationView>>(`${budgetPath(sourceId)}/duplicate`, { method: 'POST', body }).then(
    (r) => r.data,
  );

/** POST admin/receipts/{id}/duplicate-as-simulation: a New simulation with the receipt's spending. */
export const duplicateReceiptAsSimulation = (receiptId: number, body: Omit<TDuplicateBody, 'clientId'>) =>
  apiFetch<TData<TSimulationView>>(
    `${parentPath({ kind: 'receipt', id: receiptId })}/duplicate-as-simulation`,
    {
      method: 'POST',
      body,
    },
  ).then((r) => r.data);

/** A new simulation by one of the create dialog's methods; `sourceId` is required when duplicating. */
export interface TCreateSimulationInput {
  method: TCreationMethod;
  sourceId: number | null;
  name: string;
  locale: TSimulationLocale;
  isPb: boolean;
  mode: TCreateBody['mode'];
  /** The chosen template's client (start_from_template). */
  templateClientId?: number;
}

export function createSimulationBy(input: TCreateSimulationInput): Promise<TSimulationView> {
  const body = { name: input.name, locale: input.locale };
  if (input.method === 'blank') return createSimulation({ ...body, is_pb: input.isPb, mode: input.mode });
  const { sourceId } = input;
  if (sourceId === null) throw new Error(`A source is required to duplicate (${input.method}).`);
  if (input.method === 'duplicate_tax_receipt') return duplicateReceiptAsSimulation(sourceId, body);
  if (input.method === 'start_from_template')
    return duplicateSimulation(sourceId, { ...body, clientId: input.templateClientId });
  return duplicateSimulation(sourceId, body);
}

export const changeStatus = (id: number, status: TStatusTarget) =>
  apiFetch<TData<TSimulationView>>(budgetPath(id), { method: 'PATCH', body: { status } }).then((r) => r.data);

export const deleteSimulation = (id: number) => apiFetch<unknown>(budgetPath(id), { method: 'DELETE' });

/** The submissions report (CSV) of a simulation. */
export const downloadSubmissionsReport = (id: number) =>
  apiFetch<TDownload>(`${budgetPath(id)}/submissions/export`, { download: true });

/** Resolves when the slug is free; rejects with the server's errors.slug otherwise. */
export const validateSlug = (slug: string, budgetId: number, signal?: AbortSignal) =>
  apiFetch<{ status: 'success' }>('/v1/admin/validate-subdomain-slug', {
    query: { slug, budget_id: budgetId },
    signal,
  });

export const saveCustomText = (id: number, token: string, content: string) =>
  apiFetch<TData<TCustomText>>(`${budgetPath(id)}/strings`, {
    method: 'POST',
    body: { token, content },
  }).then((r) => r.data);

export const deleteCustomText = (id: number, stringId: number) =>
  apiFetch<unknown>(`${budgetPath(id)}/strings/${stringId}`, { method: 'DELETE' });

export const uploadHeaderImage = (id: number, file: File) => {
  const body = new FormData();
  body.append('header_image', file);
  return apiFetch<{ meta: { status: 'created'; url: string }; data: TSimulationView }>(
    `${budgetPath(id)}/header-image`,
    { method: 'POST', body },
  );
};

export const deleteHeaderImage = (id: number) =>
  apiFetch<unknown>(`${budgetPath(id)}/header-image`, { method: 'DELETE' });

export function useSimulations(isPb: boolean) {
  return useQuery({
    queryKey: simulationKeys.list(isPb),
    queryFn: ({ signal }) => fetchSimulations(isPb, signal),
  });
}

export function useTemplates(enabled: boolean) {
  return useQuery({
    queryKey: simulationKeys.templates,
    queryFn: ({ signal }) => fetchTemplates(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSimulation(id: number) {
  return useQuery({
    queryKey: simulationKeys.detail(id),
    queryFn: ({ signal }) => fetchSimulation(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
