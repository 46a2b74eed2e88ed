import { useQuery } from '@tanstack/react-query';
import type { TParent } from '@/api/parent.ts';
import type { TBoardItem, TStructureList } from '@/api/structure-items.ts';
import { fetchItem, itemKey } from './api.ts';

/**
 * The whole item behind a board row, read afresh each time a dialog opens: the editor's lists carry
 * only what the rows draw (decision 0598), and the dialog edits every field.
 */
export function useItemDetails(parent: TParent, list: TStructureList, item: TBoardItem) {
  return useQuery({
    queryKey: itemKey(parent, list, item.id),
    queryFn: ({ signal }) => fetchItem(parent, list, item, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
