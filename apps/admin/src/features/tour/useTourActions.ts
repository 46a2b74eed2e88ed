import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STRUCTURE_MESSAGES, TOUR_MORE_INFO_KEY, type TSimulationView } from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { simulationKeys } from '@/api/simulation-cache.ts';
import { describeApiError } from '@/api/errors.ts';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { useUpdateItem } from '@/editor-kit/useUpdateItem.ts';
import { useSaveTourOrder } from './mutations.ts';
import { tourOf, type TTourCategory } from './tour-model.ts';

/**
 * Every write of the Guided Tour tab. The tour's membership and order go through POST tour/set-order
 * (one transaction that also takes the other categories out); an item's in_tour through the item PATCH.
 * Each write tracks the Saving/Saved indicator and puts the answer in the editor's cached simulation.
 */
export function useTourActions() {
  const { simulation, parent, track, save } = useEditor();
  const budgetId = simulation.id;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { mutateAsync: updateItem } = useUpdateItem(parent);
  const { mutateAsync: saveTour } = useSaveTourOrder(budgetId);

  return useMemo(() => {
    const read = () => queryClient.getQueryData<TSimulationView>(simulationKeys.detail(budgetId));
    const tourIds = () => {
      const view = read();
      return view ? tourOf(view).map((c) => c.id) : [];
    };

    /** Adds or removes: a refusal (e.g. 403 without the guided tour) shows the server's words. */
    const change = async (ids: number[]) => {
      try {
        await track(saveTour({ ids }));
        return true;
      } catch (error) {
        notify.error(describeApiError(error));
        return false;
      }
    };

    return {
      add: (categoryId: number) => change([...tourIds(), categoryId]),
      remove: (categoryId: number) => change(tourIds().filter((id) => id !== categoryId)),
      /** The new order shows at once; a refused save puts the old one back. */
      reorder: async (ids: number[]) => {
        if (!read()) return;
        try {
          await track(saveTour({ ids, optimistic: true }));
          notify.success(STRUCTURE_MESSAGES.orderSaved);
        } catch {
          notify.error(STRUCTURE_MESSAGES.orderNotSaved);
        }
      },
      /** Ticks or unticks an item of a tour category (shown at once, put back when refused). */
      setItemInTour: async (category: TTourCategory, itemId: number, inTour: boolean) => {
        const item = category.subcategories.find((s) => s.id === itemId);
        if (!item) return;
        try {
          await track(
            updateItem({
              list: category.list,
              categoryId: category.id,
              itemId,
              patch: { in_tour: inTour },
              optimistic: { show: { ...item, in_tour: inTour }, restore: { ...item, in_tour: !inTour } },
            }),
          );
        } catch (error) {
          notify.error(describeApiError(error));
        }
      },
      /** 'Show more info and more details during tour.' (configuration_json, merged by the server). */
      setShowMoreInfo: (checked: boolean) => save({ configuration_json: { [TOUR_MORE_INFO_KEY]: checked } }),
    };
  }, [budgetId, queryClient, track, save, notify, updateItem, saveTour]);
}

export type TTourActions = ReturnType<typeof useTourActions>;
