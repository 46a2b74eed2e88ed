import { ZReceiptUpdate, type TReceiptUpdate } from '@commonpurse/domain';

/** The first message the shared update schema gives for a patch, or null when it passes. */
export function receiptProblem(patch: TReceiptUpdate): string | null {
  const parsed = ZReceiptUpdate.safeParse(patch);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** A blank text is stored as null. */
export const orNull = (value: string) => (value.trim() === '' ? null : value);
