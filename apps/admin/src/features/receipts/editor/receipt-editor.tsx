import { createContext, useCallback, useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ZPredefinedCalculations,
  type TPredefinedCalculations,
  type TReceiptUpdate,
  type TReceiptView,
} from '@commonpurse/domain';
import { useFieldSaver } from '@/editor-kit/editor-context.tsx';
import {
  mergeCalculations,
  mergeReceipt,
  patchPredefinedCalculations,
  patchReceipt,
  useInvalidateReceiptLists,
} from './api.ts';

/** A save of the receipt's fields, or of its calculators (their names never overlap). */
export type TReceiptPatch = TReceiptUpdate | TPredefinedCalculations;

/** The receipt editor's own tabs: the receipt and its save. */
export interface TReceiptEditor {
  receipt: TReceiptView;
  /**
   * PATCHes the fields (admin/receipts/{id}) or the calculators (.../predefined-calculations); answers
   * whether it saved. Field errors go to the editor's fieldErrors, others to the red banner.
   */
  save(patch: TReceiptPatch): Promise<boolean>;
}

export const ReceiptEditorContext = createContext<TReceiptEditor | null>(null);

export function useReceiptEditor(): TReceiptEditor {
  const editor = useContext(ReceiptEditorContext);
  if (!editor) throw new Error('useReceiptEditor is only available inside the receipt editor');
  return editor;
}

const CALCULATION_FIELDS: ReadonlySet<string> = new Set(Object.keys(ZPredefinedCalculations.shape));

const isCalculations = (patch: TReceiptPatch): patch is TPredefinedCalculations =>
  Object.keys(patch).some((field) => CALCULATION_FIELDS.has(field));

/** The receipt's saver: the answer (or, for the calculators, what was sent) goes into the cache. */
export function useReceiptSaver(id: number) {
  const queryClient = useQueryClient();
  const invalidateLists = useInvalidateReceiptLists();

  const write = useCallback(
    async (patch: TReceiptPatch) => {
      if (isCalculations(patch)) {
        await patchPredefinedCalculations(id, patch);
        mergeCalculations(queryClient, id, patch);
      } else {
        mergeReceipt(queryClient, await patchReceipt(id, patch));
      }
      void invalidateLists();
    },
    [id, queryClient, invalidateLists],
  );
  return useFieldSaver(write);
}
