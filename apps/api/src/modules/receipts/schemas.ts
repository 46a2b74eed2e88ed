import { z } from 'zod';
import {
  RECEIPT_LIMITS,
  RECEIPT_STATUSES,
  ZPredefinedCalculationsView,
  ZReceiptCounts,
  ZReceiptSummary,
  ZReceiptUpdate,
  ZReceiptView,
} from '@commonpurse/domain';
import { ZIncludeList } from '../../http/include.ts';

/** include= of GET admin/receipts/{id}: either name brings the categories with their items. */
export const RECEIPT_INCLUDES = ['expenses', 'expenses.subcategories'] as const;
export type TReceiptInclude = (typeof RECEIPT_INCLUDES)[number];

export const ZReceiptViewQuery = z.object({ include: ZIncludeList(RECEIPT_INCLUDES) });

/** The list is not paginated in the console (per_page=1000); page is there for other callers. */
export const ZReceiptListQuery = z.object({
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECEIPT_LIMITS.listPageSize)
    .default(RECEIPT_LIMITS.listPageSize),
  page: z.coerce.number().int().min(1).default(1),
});

/**
 * PATCH admin/receipts/{id}: any status is accepted here so a whole receipt sent back with its current
 * status passes; the service decides. Fields the server owns (id, client_id, expenses, the stamps,
 * the derived fields) are not in the schema, so they are dropped unread.
 */
export const ZReceiptPatch = ZReceiptUpdate.extend({ status: z.enum(RECEIPT_STATUSES).optional() });
export type TReceiptPatch = z.infer<typeof ZReceiptPatch>;

export const ZReceiptResponse = z.object({ data: ZReceiptView });
export const ZReceiptListResponse = z.object({ data: z.array(ZReceiptSummary), meta: ZReceiptCounts });
export const ZPredefinedCalculationsResponse = z.object({ data: ZPredefinedCalculationsView });
