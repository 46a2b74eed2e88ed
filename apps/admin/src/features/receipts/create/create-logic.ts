import type { TReceiptCreateMethod } from '@commonpurse/domain';
import { CREATE_LABELS } from './labels.ts';

interface TSource {
  id: number;
  name: string;
}

/** A source picker's entries: by name, case-insensitively (spec 3 section 2.1). */
export const byName = <T extends TSource>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

export interface TSourceLists {
  simulations: readonly TSource[] | undefined;
  receipts: readonly TSource[] | undefined;
}

/**
 * Why a duplication method cannot be chosen: nothing to duplicate once its list has loaded (a list still
 * loading, or one that failed, leaves the method to its own message).
 */
export function unavailableReason(method: TReceiptCreateMethod, lists: TSourceLists): string | null {
  if (method === 'simulation' && lists.simulations?.length === 0) return CREATE_LABELS.noSimulations;
  if (method === 'receipt' && lists.receipts?.length === 0) return CREATE_LABELS.noReceipts;
  return null;
}
