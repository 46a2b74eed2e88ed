import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCommentsPage, TLocationMarker, TQuestionHighlight } from '@commonpurse/domain/analytics';
import { apiFetch } from '@/api/client.ts';
import type { TDownload } from '@/api/http.ts';
import { budgetPath } from '@/api/parent.ts';
import type { TData } from '@/api/types.ts';

// The comments, the location markers and the question highlights of a simulation (docs/api.md
// "Simulation analytics (issue 13)"): each section loads its own.

const keys = {
  comments: (id: number, page: number) => ['simulation-analytics', id, 'comments', page] as const,
  locations: (id: number) => ['simulation-analytics', id, 'locations'] as const,
  questions: (id: number) => ['simulation-analytics', id, 'questions'] as const,
};

/** GET admin/budgets/{id}/comments?page= (1-based; 10 a page, newest first). */
export function useComments(id: number, page: number) {
  return useQuery({
    queryKey: keys.comments(id, page),
    queryFn: ({ signal }) =>
      apiFetch<TCommentsPage>(`${budgetPath(id)}/comments`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/budgets/{id}/comments/export: every comment as CSV. */
export const downloadComments = (id: number) =>
  apiFetch<TDownload>(`${budgetPath(id)}/comments/export`, { download: true });

/** GET admin/budgets/{id}/submissions/locations, once the panel is enabled. */
export function useLocationMarkers(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.locations(id),
    queryFn: ({ signal }) =>
      apiFetch<TData<TLocationMarker[]>>(`${budgetPath(id)}/submissions/locations`, { signal }).then(
        (r) => r.data,
      ),
    enabled,
  });
}

/** GET admin/budgets/{id}/questions/analytics */
export function useQuestionHighlights(id: number) {
  return useQuery({
    queryKey: keys.questions(id),
    queryFn: ({ signal }) =>
      apiFetch<TData<TQuestionHighlight[]>>(`${budgetPath(id)}/questions/analytics`, { signal }).then(
        (r) => r.data,
      ),
  });
}
