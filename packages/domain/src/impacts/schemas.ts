import { z } from 'zod';
import { IMPACT_LIMITS as L, IMPACT_MESSAGES as M } from './messages.ts';
import { ZBodyId } from '../structure/schemas.ts';

/** Digits with an optional leading minus and decimal part: no commas, currency signs or spaces. */
const TARGET_PATTERN = /^-?\d+(\.\d+)?$/;

/**
 * Why a typed target is refused (spec 1 section 5), or null: numeric, at most 20 characters. An empty
 * target means none.
 */
export function targetProblems(target: string | number | null): string[] {
  if (target === null) return [];
  const text = typeof target === 'number' ? String(target) : target.trim();
  const problems: string[] = [];
  if (text !== '' && !(TARGET_PATTERN.test(text) && Number.isFinite(Number(text))))
    problems.push(M.targetNotNumber);
  if (text.length > L.targetMaxCharacters) problems.push(M.targetTooLong);
  return problems;
}

/** The target as typed (string) or as a number; saved as a number, or null when empty. */
export const ZImpactTarget = z
  .union([z.string(), z.number()], { error: M.targetNotNumber })
  .nullable()
  .superRefine((target, ctx) => {
    for (const message of targetProblems(target)) ctx.addIssue({ code: 'custom', message });
  })
  .transform((target) => (target === null || String(target).trim() === '' ? null : Number(target)));

const optionalText = (max: number, message: string) => z.string().max(max, { error: message }).nullable();

export const ZImpactFields = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired, abort: true })
    .min(L.nameMin, { error: M.nameTooShort })
    .max(L.nameMax, { error: M.nameTooLong }),
  description: optionalText(L.descriptionMax, M.descriptionTooLong),
  /** Rich text (sanitized by the server). */
  additional_details: z.string().max(100_000).nullable(),
  target: ZImpactTarget,
  prefix: optionalText(L.prefixMax, M.prefixTooLong),
  suffix: optionalText(L.suffixMax, M.suffixTooLong),
  type: z.string().max(L.typeMax).nullable(),
});

/** POST admin/budgets/{id}/impacts and the impact dialog: the name is required. */
export const ZImpactSave = ZImpactFields.partial().extend({ name: ZImpactFields.shape.name });
export type TImpactSave = z.infer<typeof ZImpactSave>;

/** PATCH admin/budgets/{id}/impacts/{iid}: any subset. */
export const ZImpactPatch = ZImpactFields.partial();
export type TImpactPatch = z.infer<typeof ZImpactPatch>;

/** PUT admin/budgets/{id}/impacts/{iid}/multipliers: the impact's whole multiplier table. */
export const ZImpactMultipliers = z.object({
  multipliers: z
    .array(
      z.object({
        budget_subcategory_id: ZBodyId,
        multiplier: z
          .number({ error: M.multiplierNotNumber })
          .min(-L.multiplierMax, { error: M.multiplierOutOfRange })
          .max(L.multiplierMax, { error: M.multiplierOutOfRange }),
      }),
    )
    .superRefine((rows, ctx) => {
      const ids = rows.map((row) => row.budget_subcategory_id);
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: M.multiplierRepeated });
    }),
});
export type TImpactMultipliers = z.infer<typeof ZImpactMultipliers>;
