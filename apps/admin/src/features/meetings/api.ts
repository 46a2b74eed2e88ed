import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  MEETING_LIMITS,
  type TMeetingCreate,
  type TMeetingUpdate,
  type TMeetingView,
  type TSimulationSummary,
  type TSimulationView,
} from '@commonpurse/domain';
import { apiFetch } from '@/api/client.ts';
import { budgetPath } from '@/api/parent.ts';
import type { TData } from '@/api/types.ts';
import { meetingChoices } from './rules.ts';

// Calls of spec 2 section 7 "Meetings" (docs/api.md "Meetings"); query keys beside the fetchers.

export const meetingKeys = {
  all: ['meetings'] as const,
  /** A list: every meeting of the client, or those of one simulation. */
  list: (budgetId: number | null) => ['meetings', 'list', budgetId ?? 'all'] as const,
  detail: (id: number) => ['meetings', 'detail', id] as const,
  /** The simulations a meeting can be held on. */
  simulations: ['meetings', 'simulations'] as const,
  /** A simulation's categories and items, as the meeting editor offers them. */
  structure: (budgetId: number) => ['meetings', 'structure', budgetId] as const,
};

export const meetingPath = (id: number) => `/v1/admin/meetings/${id}`;

/** GET admin/meetings?per_page=1000&include=budget&budget_id= */
export const fetchMeetings = (budgetId: number | null, signal?: AbortSignal) =>
  apiFetch<TData<TMeetingView[]>>('/v1/admin/meetings', {
    query: { per_page: MEETING_LIMITS.listPageSize, include: 'budget', budget_id: budgetId },
    signal,
  }).then((r) => r.data);

export const fetchMeeting = (id: number, signal?: AbortSignal) =>
  apiFetch<TData<TMeetingView>>(meetingPath(id), { signal }).then((r) => r.data);

/** The client's simulations that can hold a meeting: Active, not prioritizations, by name. */
export const fetchMeetingSimulations = (signal?: AbortSignal) =>
  apiFetch<TData<TSimulationSummary[]>>('/v1/admin/budgets', {
    query: { per_page: MEETING_LIMITS.listPageSize },
    signal,
  }).then((r) => meetingChoices(r.data));

/** The simulation with its revenue and expense categories (each with its items). */
export const fetchMeetingStructure = (budgetId: number, signal?: AbortSignal) =>
  apiFetch<TData<TSimulationView>>(budgetPath(budgetId), {
    query: { include: 'revenue,expenses' },
    signal,
  }).then((r) => r.data);

export const createMeeting = (body: TMeetingCreate) =>
  apiFetch<TData<TMeetingView>>('/v1/admin/meetings', { method: 'POST', body }).then((r) => r.data);

export const patchMeeting = (id: number, body: TMeetingUpdate) =>
  apiFetch<TData<TMeetingView>>(meetingPath(id), { method: 'PATCH', body }).then((r) => r.data);

export const deleteMeeting = (id: number) => apiFetch<unknown>(meetingPath(id), { method: 'DELETE' });

export function useMeetings(budgetId: number | null) {
  return useQuery({
    queryKey: meetingKeys.list(budgetId),
    queryFn: ({ signal }) => fetchMeetings(budgetId, signal),
  });
}

export function useMeeting(id: number) {
  return useQuery({
    queryKey: meetingKeys.detail(id),
    queryFn: ({ signal }) => fetchMeeting(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useMeetingStructure(budgetId: number) {
  return useQuery({
    queryKey: meetingKeys.structure(budgetId),
    queryFn: ({ signal }) => fetchMeetingStructure(budgetId, signal),
  });
}

/** The simulations to choose from, read afresh each time the create dialog is asked for. */
export const loadMeetingSimulations = (queryClient: QueryClient) =>
  queryClient.fetchQuery({
    queryKey: meetingKeys.simulations,
    queryFn: ({ signal }) => fetchMeetingSimulations(signal),
    staleTime: 0,
  });

const invalidateLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...meetingKeys.all, 'list'] });

/** A write's answer in the editor's cache; the lists reload. */
export function mergeMeeting(queryClient: QueryClient, meeting: TMeetingView) {
  queryClient.setQueryData(meetingKeys.detail(meeting.id), meeting);
  void invalidateLists(queryClient);
}

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: (meeting) => mergeMeeting(queryClient, meeting),
  });
}

export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeeting,
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: meetingKeys.detail(id) }),
    onSettled: () => invalidateLists(queryClient),
  });
}
