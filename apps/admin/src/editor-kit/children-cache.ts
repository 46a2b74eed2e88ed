import { useCallback, useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  STRUCTURE_MESSAGES as M,
  type TQuestionView,
  type TImpactView,
  type TSimulationBoardView,
} from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { simulationKeys } from '@/api/simulation-cache.ts';
import { useEditor } from './editor-context.tsx';

// The entry/exit questions and the impacts live in the editor's one cache entry for the simulation
// (include=demographics,impacts); every write of these tabs puts its answer there. Shared by the
// questions and impacts tabs.

interface TChildRows {
  demographics: TQuestionView[];
  impacts: TImpactView[];
}
export type TChildKey = keyof TChildRows;

interface TOrdered {
  id: number;
  display_order: number;
}

/** The rows of a child list of the simulation (the view types them loosely). */
export const childrenOf = <K extends TChildKey>(simulation: TSimulationBoardView, key: K): TChildRows[K] =>
  (simulation[key] ?? []) as unknown as TChildRows[K];

export const byDisplayOrder = (a: TOrdered, b: TOrdered) => a.display_order - b.display_order || a.id - b.id;

/** `row` in place of its old copy, or added at the end. */
export function withRow<T extends { id: number }>(rows: readonly T[], row: T): T[] {
  return rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row];
}

export const withoutRow = <T extends { id: number }>(rows: readonly T[], id: number): T[] =>
  rows.filter((r) => r.id !== id);

/** The listed rows numbered by their position in `ids` (display_order 0..n-1); the others unchanged. */
export function inOrder<T extends TOrdered>(rows: readonly T[], ids: readonly number[]): T[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.map((row) => {
    const index = position.get(row.id);
    return index === undefined ? row : { ...row, display_order: index };
  });
}

/** Read and write one child list of the editor's cached simulation. */
function useChildrenCache<K extends TChildKey>(key: K) {
  const { simulation } = useEditor();
  const queryClient = useQueryClient();
  const budgetId = simulation.id;
  return useMemo(() => {
    const cacheKey = simulationKeys.detail(budgetId);
    const read = (): TChildRows[K] => {
      const cached = queryClient.getQueryData<TSimulationBoardView>(cacheKey);
      return cached ? childrenOf(cached, key) : ([] as TChildRows[K]);
    };
    const update = (change: (rows: TChildRows[K]) => TChildRows[K]) =>
      queryClient.setQueryData<TSimulationBoardView>(cacheKey, (old) =>
        old ? { ...old, [key]: change(childrenOf(old, key)) } : old,
      );
    return { budgetId, read, update };
  }, [budgetId, key, queryClient]);
}

type TRow<K extends TChildKey> = TChildRows[K][number];

/**
 * A write of one row of a child list (create, update): the answer replaces the row's copy or is
 * added. `shown` (optional) is the row to show at once; a refusal puts the list back.
 */
export function useChildRowMutation<K extends TChildKey, V>(
  key: K,
  write: (budgetId: number, variables: V) => Promise<TRow<K>>,
  shown?: (variables: V) => TRow<K> | undefined,
) {
  const cache = useChildrenCache(key);
  const put = (row: TRow<K>) => cache.update((rows) => withRow(rows as TRow<K>[], row) as TChildRows[K]);
  return useMutation({
    mutationFn: (variables: V) => write(cache.budgetId, variables),
    onMutate: (variables) => {
      const row = shown?.(variables);
      if (!row) return { before: undefined };
      const before = cache.read();
      put(row);
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) cache.update(() => context.before as TChildRows[K]);
    },
    onSuccess: put,
  });
}

/** Deletes a row of a child list by id: it leaves the list once the server agreed. */
export function useChildRowDelete<K extends TChildKey>(
  key: K,
  remove: (budgetId: number, id: number) => Promise<unknown>,
) {
  const cache = useChildrenCache(key);
  return useMutation({
    mutationFn: (id: number) => remove(cache.budgetId, id),
    onSuccess: (_answer, id) => cache.update((rows) => withoutRow(rows as TRow<K>[], id) as TChildRows[K]),
  });
}

/**
 * Saves a child list's order optimistically: the new order shows at once, 'Order saved.' on success,
 * the old order back and 'Order not saved: server error.' on failure (spec 1 section 8).
 */
export function useChildOrder<K extends TChildKey>(
  key: K,
  save: (budgetId: number, ids: number[]) => Promise<unknown>,
) {
  const { track } = useEditor();
  const notify = useNotify();
  const cache = useChildrenCache(key);
  const { mutateAsync } = useMutation({
    mutationFn: (ids: number[]) => save(cache.budgetId, ids),
    onMutate: (ids) => {
      const before = cache.read();
      cache.update((rows) => inOrder(rows as readonly TOrdered[], ids) as TChildRows[K]);
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context) cache.update(() => context.before);
    },
  });
  return useCallback(
    async (ids: number[]) => {
      try {
        await track(mutateAsync(ids));
        notify.success(M.orderSaved);
      } catch {
        notify.error(M.orderNotSaved);
      }
    },
    [track, mutateAsync, notify],
  );
}
