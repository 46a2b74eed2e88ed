import { z } from 'zod';
import { SLUG_MESSAGES } from './messages.ts';
import { SIMULATION_LIMITS } from './constants.ts';

/** The first rule a slug breaks (spec 1 section 5, spec 3 section 5), or null. */
export function slugProblem(slug: string): string | null {
  if (slug.length === 0) return SLUG_MESSAGES.required;
  if (/\s/.test(slug)) return SLUG_MESSAGES.noSpaces;
  if (slug.length > SIMULATION_LIMITS.slugMax) return SLUG_MESSAGES.tooLong;
  if (!/^[A-Za-z0-9_-]+$/.test(slug)) return SLUG_MESSAGES.invalidCharacters;
  return null;
}

export const ZSlug = z.string({ error: SLUG_MESSAGES.required }).superRefine((value, ctx) => {
  const problem = slugProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
