import {
  parseNumeric,
  STRUCTURE_MESSAGES as M,
  ZCategoryName,
  ZMoney,
  ZSubcategoryName,
} from '@commonpurse/domain';

// The inline editors' rules (spec 3 section 6), from the same schemas the server applies.

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

export const categoryNameProblem = (draft: string) => firstIssue(ZCategoryName.safeParse(draft));
export const itemNameProblem = (draft: string) => firstIssue(ZSubcategoryName.safeParse(draft));

/** An amount is required, numeric and within the ceiling. */
export function amountProblem(draft: string): string | null {
  if (draft.trim() === '') return M.nameRequired;
  const value = parseNumeric(draft);
  if (value === null) return M.numberRequired;
  return firstIssue(ZMoney.safeParse(value));
}
