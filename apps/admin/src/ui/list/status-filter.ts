import { useSearchParams } from 'react-router';

// A list's status filter, kept in the address (?status=...) so a reload or a shared link keeps it.

export type TStatusFilter<TStatus extends string> = 'all' | TStatus;

/** The filter of ?status= (All when absent or unknown) and its setter. */
export function useStatusFilterParam<TStatus extends string>(statuses: readonly TStatus[]) {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const filter: TStatusFilter<TStatus> =
    value !== null && (statuses as readonly string[]).includes(value) ? (value as TStatus) : 'all';
  const setFilter = (next: TStatusFilter<TStatus>) =>
    setParams(next === 'all' ? {} : { status: next }, { replace: true });
  return [filter, setFilter] as const;
}

/** The rows of a filter ('all' hides Archived), newest first by created date (spec 1 and 3). */
export function visibleByStatus<T extends { id: number; status: string; created_at: string }>(
  list: readonly T[],
  filter: TStatusFilter<T['status']>,
): T[] {
  return list
    .filter((row) => (filter === 'all' ? row.status !== 'archived' : row.status === filter))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}
