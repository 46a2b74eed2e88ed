import { z } from 'zod';

/** An impact as every impacts call (and GET admin/budgets/{id}?include=impacts) answers it. */
export const ZImpactView = z.object({
  id: z.number().int(),
  budget_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  additional_details: z.string().nullable(),
  target: z.number().nullable(),
  prefix: z.string().nullable(),
  suffix: z.string().nullable(),
  type: z.string().nullable(),
  display_order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TImpactView = z.infer<typeof ZImpactView>;

/** One row of the multiplier table: a subcategory of the simulation with its multiplier (0 if none). */
export const ZImpactCalculationRow = z.object({
  budget_subcategory_id: z.number().int(),
  subcategory_name: z.string(),
  budget_category_id: z.number().int(),
  category_name: z.string(),
  category_type: z.enum(['expense', 'revenue']),
  amount: z.number(),
  multiplier: z.number(),
  /** amount × multiplier, 4 decimals. */
  result: z.number(),
});

/** GET/PUT admin/budgets/{id}/impacts/{iid}/multipliers. */
export const ZImpactCalculation = z.object({
  impact: ZImpactView,
  rows: z.array(ZImpactCalculationRow),
  /** The sum of the results, 4 decimals. */
  total: z.number(),
});
export type TImpactCalculation = z.infer<typeof ZImpactCalculation>;
