import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TStandardizedSubcategory, TSubcategoryView } from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { fetchStandardizedSubcategories } from '../api.ts';
import { type TStructureList } from '@/api/structure-items.ts';
import { describeApiError } from '@/api/errors.ts';
import type { TParent } from '@/api/parent.ts';
import { useUpdateItem } from '@/editor-kit/useUpdateItem.ts';

export const standardizedKeys = { all: ['standardized-subcategories'] as const };

/** The standardized classification of the list's type (expense for spending), by name. */
export function useStandardizedFor(list: TStructureList) {
  const type = list === 'expenses' ? 'expense' : 'revenue';
  return useQuery({
    queryKey: standardizedKeys.all,
    queryFn: ({ signal }) => fetchStandardizedSubcategories(signal),
    staleTime: 60 * 60_000,
    select: (all: TStandardizedSubcategory[]) => all.filter((s) => s.type === type),
  });
}

export interface TClassification {
  item: Pick<TSubcategoryView, 'id' | 'name' | 'budget_category_id'>;
  standardized_subcategory_id: number | null;
}

/** Writes at most this many at once. */
const PARALLEL = 4;

/**
 * Saves each item's classification (PATCH standardized_subcategory_id), a few at a time; answers the
 * failures as '<item>: <reason>' (the saved ones are in the cache already).
 */
export function useSaveClassifications(parent: TParent, list: TStructureList) {
  const { track } = useBoardEditor();
  const { mutateAsync: updateItem } = useUpdateItem(parent);
  return useCallback(
    async (changes: TClassification[]): Promise<string[]> => {
      const failures: string[] = [];
      const queue = [...changes];
      const worker = async () => {
        for (let change = queue.shift(); change; change = queue.shift()) {
          const { item, standardized_subcategory_id } = change;
          try {
            await updateItem({
              list,
              categoryId: item.budget_category_id,
              itemId: item.id,
              patch: { standardized_subcategory_id },
            });
          } catch (error) {
            failures.push(`${item.name}: ${describeApiError(error)}`);
          }
        }
      };
      await track(Promise.all(Array.from({ length: Math.min(PARALLEL, changes.length) }, worker)));
      return failures;
    },
    [list, track, updateItem],
  );
}
