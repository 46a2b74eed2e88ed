/** The printable sheet of a prioritization's unused voter codes (one batch, or all). */
export const voterCodeSheetPath = (budgetId: number, batch?: string) =>
  `/pb/${budgetId}/voter-codes/print${batch ? `?batch=${encodeURIComponent(batch)}` : ''}`;
