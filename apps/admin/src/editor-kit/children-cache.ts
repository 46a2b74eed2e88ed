import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  STRUCTURE_MESSAGES as M,
  type TQuestionQuestionView,
  type TImpactView,
  type TSimulationView,
} from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { simulationKeys } from '@/api/simulation-cache.ts';
import { useEditor } from './editor-context.tsx';

// The entry/exit questions and the impacts live in the editor's one cache entry for the simulation
// (include=demographics,impacts); every write of these tabs puts its answer there. Shared by the
// questions and impacts tabs.

interface TChildRows {
  demographics: TQuestionQuestionView[];
  impacts: TImpactView[];
}
export type TChildKey = keyof TChildRows;

interface TOrdered {
  id: number;
  display_order: number;
}

/** The rows of a child list of the simulation (the view types them loosely). */
export const childrenOf = <K extends TChildKey>(simulation: TSimulationView, key: K): TChildRows[K] =>
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

/**
 * Read and write one child list of the cached simulation, and save an order optimistically: the new
 * order shows at once, 'Order saved.' on success, the old order back and 'Order not saved: server
 * error.' on failure (spec 1 section 8).
 */
export function useSimulationChildren<K extends TChildKey>(key: K) {
  const { simulation, track } = useEditor();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const budgetId = simulation.id;

  return useMemo(() => {
    const cacheKey = simulationKeys.detail(budgetId);
    const read = (): TChildRows[K] => {
      const cached = queryClient.getQueryData<TSimulationView>(cacheKey);
      return cached ? childrenOf(cached, key) : ([] as TChildRows[K]);
    };
    const update = (change: (rows: TChildRows[K]) => TChildRows[K]) =>
      queryClient.setQueryData<TSimulationView>(cacheKey, (old) =>
        old ? { ...old, [key]: change(childrenOf(old, key)) } : old,
      );
    const saveOrder = async (ids: number[], write: () => Promise<unknown>) => {
      const before = read();
      update((rows) => inOrder(rows as readonly TOrdered[], ids) as TChildRows[K]);
      try {
        await track(write());
        notify.success(M.orderSaved);
      } catch {
        update(() => before);
        notify.error(M.orderNotSaved);
      }
    };
    return { budgetId, read, update, saveOrder };
  }, [budgetId, key, queryClient, track, notify]);
}
