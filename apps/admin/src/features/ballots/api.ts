import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TResultsMethod, TSimulationView } from '@commonpurse/domain';
import type {
  TAdminBallotResults,
  TPaperBallotCreate,
  TPaperBallotList,
  TPublicBallotResults,
  TVoterCode,
  TVoterCodeList,
  TVoterCodesCreate,
} from '@commonpurse/domain/public';
import { apiFetch } from '@/api/client.ts';
import type { TDownload } from '@/api/http.ts';
import { budgetPath } from '@/api/parent.ts';
import type { TData } from '@/api/types.ts';

// Calls of docs/api.md "Prioritization ballots, voters and results" (the admin table); query keys
// beside the fetchers.

export const ballotKeys = {
  all: (id: number) => ['ballots', id] as const,
  codes: (id: number, page: number, perPage: number) => ['ballots', id, 'codes', page, perPage] as const,
  paper: (id: number) => ['ballots', id, 'paper'] as const,
  results: (id: number) => ['ballots', id, 'results'] as const,
  sheet: (id: number) => ['ballots', id, 'sheet'] as const,
};

export const CODES_PAGE_SIZE = 10;
export const RECENT_PAPER_BALLOTS = 10;

export const fetchVoterCodes = (id: number, page: number, perPage: number, signal?: AbortSignal) =>
  apiFetch<TVoterCodeList>(`${budgetPath(id)}/voter-codes`, {
    query: { page, per_page: perPage },
    signal,
  });

export const createVoterCodes = (id: number, body: TVoterCodesCreate) =>
  apiFetch<TData<TVoterCode[]>>(`${budgetPath(id)}/voter-codes`, { method: 'POST', body }).then(
    (r) => r.data,
  );

export const downloadVoterCodes = (id: number) =>
  apiFetch<TDownload>(`${budgetPath(id)}/voter-codes/export`, { download: true });

export const fetchPaperBallots = (id: number, signal?: AbortSignal) =>
  apiFetch<TPaperBallotList>(`${budgetPath(id)}/ballots/paper`, {
    query: { page: 1, per_page: RECENT_PAPER_BALLOTS },
    signal,
  });

export const createPaperBallot = (id: number, body: TPaperBallotCreate) =>
  apiFetch<TData<{ id: number; receipt_code: string }>>(`${budgetPath(id)}/ballots/paper`, {
    method: 'POST',
    body,
  }).then((r) => r.data);

export const deletePaperBallot = (id: number, submissionId: number) =>
  apiFetch<unknown>(`${budgetPath(id)}/ballots/paper/${submissionId}`, { method: 'DELETE' });

export const fetchResults = (id: number, signal?: AbortSignal) =>
  apiFetch<TData<TAdminBallotResults>>(`${budgetPath(id)}/results`, { signal }).then((r) => r.data);

export const publishResults = (id: number, method: TResultsMethod) =>
  apiFetch<TData<TPublicBallotResults>>(`${budgetPath(id)}/results`, {
    method: 'POST',
    body: { method },
  }).then((r) => r.data);

export const unpublishResults = (id: number) =>
  apiFetch<unknown>(`${budgetPath(id)}/results`, { method: 'DELETE' });

export const downloadPabulib = (id: number) =>
  apiFetch<TDownload>(`${budgetPath(id)}/ballots/export`, { query: { format: 'pabulib' }, download: true });

/** The printable sheet's prioritization (name and public address), outside the editor. */
export const fetchSheetSimulation = (id: number, signal?: AbortSignal) =>
  apiFetch<TData<TSimulationView>>(budgetPath(id), { signal }).then((r) => r.data);

/** Every code of the prioritization, a page of the largest size at a time (for the printable sheet). */
export async function fetchAllVoterCodes(id: number, signal?: AbortSignal): Promise<TVoterCode[]> {
  const perPage = 1000;
  const codes: TVoterCode[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await fetchVoterCodes(id, page, perPage, signal);
    codes.push(...data);
    if (data.length === 0 || codes.length >= meta.total) return codes;
  }
}

export function useVoterCodes(id: number, page: number, perPage = CODES_PAGE_SIZE) {
  return useQuery({
    queryKey: ballotKeys.codes(id, page, perPage),
    queryFn: ({ signal }) => fetchVoterCodes(id, page + 1, perPage, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateVoterCodes(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVoterCodesCreate) => createVoterCodes(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ballotKeys.all(id), 'codes'] }),
  });
}

export function usePaperBallots(id: number) {
  return useQuery({
    queryKey: ballotKeys.paper(id),
    queryFn: ({ signal }) => fetchPaperBallots(id, signal),
  });
}

/** A new or deleted paper ballot changes the recent list and the results' counts. */
function useInvalidateBallots(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ballotKeys.paper(id) }),
      queryClient.invalidateQueries({ queryKey: ballotKeys.results(id) }),
    ]);
}

export function useCreatePaperBallot(id: number) {
  const invalidate = useInvalidateBallots(id);
  return useMutation({
    mutationFn: (body: TPaperBallotCreate) => createPaperBallot(id, body),
    onSuccess: invalidate,
  });
}

export function useDeletePaperBallot(id: number) {
  const invalidate = useInvalidateBallots(id);
  return useMutation({
    mutationFn: (submissionId: number) => deletePaperBallot(id, submissionId),
    onSuccess: invalidate,
  });
}

export function useResults(id: number) {
  return useQuery({
    queryKey: ballotKeys.results(id),
    queryFn: ({ signal }) => fetchResults(id, signal),
  });
}

export function usePublishResults(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: TResultsMethod) => publishResults(id, method),
    onSuccess: (published) =>
      queryClient.setQueryData<TAdminBallotResults>(ballotKeys.results(id), (old) => ({
        ballots: published.ballots,
        paper_ballots: published.paper_ballots,
        ...old,
        published,
      })),
  });
}

export function useUnpublishResults(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishResults(id),
    onSuccess: () =>
      queryClient.setQueryData<TAdminBallotResults>(ballotKeys.results(id), (old) =>
        old ? { ...old, published: null } : old,
      ),
  });
}
