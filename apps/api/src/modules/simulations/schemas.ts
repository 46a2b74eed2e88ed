import { z } from 'zod';
import {
  LIST_PAGE_SIZE,
  ZCustomText,
  ZSimulationCounts,
  ZSimulationSummary,
  ZSimulationStatus,
  ZSimulationUpdate,
  ZSimulationBoardView,
  ZSimulationView,
} from '@commonpurse/domain';
import { ZIncludeList } from '../../http/include.ts';
import { ZPathId, ZQueryId } from '../../http/path-ids.ts';
import { ZBudgetParams } from '../budgets/index.ts';

export const VIEW_INCLUDES = [
  'strings',
  'revenue',
  'revenue.subcategories',
  'revenue.subcategories.impactSubcategories',
  'expenses',
  'expenses.subcategories',
  'expenses.subcategories.impactSubcategories',
  'demographics',
  'impacts',
] as const;
export type TViewInclude = (typeof VIEW_INCLUDES)[number];

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'Expected 0 or 1' })
  .transform((value) => value === '1' || value === 'true');

export const ZListQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE).default(LIST_PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
  /** Submission counts are always part of a row; the include is accepted for the console's calls. */
  include: ZIncludeList(['submissions']),
  type: z.enum(['discoverable'], { error: 'Supported types: discoverable' }).optional(),
  is_pb: flag.optional(),
});

/** fields=board: the lists' items carry only what the console's board draws (decision 0598). */
export const VIEW_FIELDS = ['board'] as const;
export type TViewFields = (typeof VIEW_FIELDS)[number];

export const ZViewQuery = z.object({
  include: ZIncludeList(VIEW_INCLUDES),
  fields: z.enum(VIEW_FIELDS, { error: `Supported fields: ${VIEW_FIELDS.join(', ')}` }).optional(),
});

export const ZStringParams = ZBudgetParams.extend({ stringId: ZPathId });

/**
 * PATCH admin/budgets/{id}: a status change on its own, or any subset of the fields. Any status is
 * accepted here so a whole simulation sent back (with its current status) passes; the service decides.
 */
export const ZSimulationPatch = ZSimulationUpdate.extend({ status: ZSimulationStatus.optional() });

export const ZSlugQuery = z.object({
  slug: z.string().optional(),
  budget_id: ZQueryId.optional(),
  /** The receipt being edited: its own slug does not count as taken (receipts share the slug space). */
  tax_receipt_id: ZQueryId.optional(),
});

export const ZViewResponse = z.object({ data: ZSimulationView });
/** GET admin/budgets/{id} answers either shape: with fields=board, items carry the board's fields only. */
export const ZViewOrBoardResponse = z.union([ZViewResponse, z.object({ data: ZSimulationBoardView })]);
export const ZListResponse = z.object({ data: z.array(ZSimulationSummary), meta: ZSimulationCounts });
export const ZCustomTextResponse = z.object({ data: ZCustomText });
export const ZHeaderImageResponse = z.object({
  meta: z.object({ status: z.literal('created'), url: z.string() }),
  data: ZSimulationView,
});
export type TSimulationPatch = z.infer<typeof ZSimulationPatch>;
