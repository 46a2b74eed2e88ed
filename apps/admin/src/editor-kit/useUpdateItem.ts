import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSimulationView } from '@commonpurse/domain';
import type { TParent } from '@/api/parent.ts';
import { parentKey, withItem } from '@/api/structure-cache.ts';
import { updateItem, type TBoardItem, type TItemPatch, type TStructureList } from '@/api/structure-items.ts';

export interface TItemUpdate {
  list: TStructureList;
  categoryId: number;
  itemId: number;
  patch: TItemPatch;
  /** Shown at once, and `restore` put back when the save is refused. */
  optimistic?: { show: TBoardItem; restore: TBoardItem };
}

/**
 * The one way to PATCH an item (board, bulk edit, dialogs, guided tour): the answer replaces the item in
 * its list of the cached parent. Callers track the indicator and word the refusal themselves.
 */
export function useUpdateItem(parent: TParent) {
  const queryClient = useQueryClient();
  const put = (list: TStructureList, item: TBoardItem) =>
    queryClient.setQueryData<TSimulationView>(parentKey(parent), (old) =>
      old ? { ...old, [list]: withItem(old[list] ?? [], item) } : old,
    );
  return useMutation({
    mutationFn: ({ list, categoryId, itemId, patch }: TItemUpdate) =>
      updateItem(parent, list, categoryId, itemId, patch),
    onMutate: ({ list, optimistic }) => {
      if (optimistic) put(list, optimistic.show);
    },
    onError: (_error, { list, optimistic }) => {
      if (optimistic) put(list, optimistic.restore);
    },
    onSuccess: (saved, { list }) => put(list, saved),
  });
}
