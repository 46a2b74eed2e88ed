import { z } from 'zod';
import { STRUCTURE_LIMITS, STRUCTURE_MESSAGES } from './messages.ts';

export const SCENARIO_LIMITS = {
  /** The question (description) text. */
  questionMax: 1000,
} as const;

/** Exact strings of the scenario (custom question) dialog (spec 1 sections 2, 5 and 8). */
export const SCENARIO_MESSAGES = {
  nameRequired: 'Please enter a name for this scenario',
  questionRequired: 'Please enter a question for this scenario',
  questionTooLong: 'Max 1000 characters',
  optionRequired: 'At least one option is required',
  optionTextRequired: 'The Option Text is required for each option',
  dollarDifferenceRequired: 'The Dollar Difference is required for each option',
  defaultRequired: 'Please select one option to be the default selection',
  linkSubcategoryRequired: 'Please select an impacted spending subcategory for each dedicated funds link',
  linkOptionRequired: 'Please select an option for each impacted spending subcategory',
  linkSubcategoryRepeated: 'Spending subcategories can only be selected once per scenario option',
  deleteFailed: 'Failed to delete the scenario question',
  /** The tooltip of a linked subcategory's (and its category's) disabled delete. */
  linkedCannotBeDeleted: STRUCTURE_MESSAGES.dedicatedFundsLinked,
  /** A link to anything but a spending item of the same simulation. */
  linkNotSpending: STRUCTURE_MESSAGES.invalidSubcategory,
  amountTooLarge: STRUCTURE_MESSAGES.amountTooLarge,
  // Not in the spec: the server's refusals the dialog cannot produce.
  optionIdRepeated: 'Each option needs its own id.',
  notAvailable: 'Scenario questions are not available for this client.',
  dedicatedNotAvailable: 'Dedicated-funds questions are not available for this client.',
} as const;

const M = SCENARIO_MESSAGES;

/** Option and link ids are chosen by the console (numbers, or strings in older data). */
const ZClientId = z.union([z.number().int(), z.string().trim().min(1)]);
type TClientId = z.infer<typeof ZClientId>;
const sameId = (a: TClientId, b: TClientId) => String(a) === String(b);

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** A dedicated-funds link: this option moves money to (or from) a spending subcategory. */
export const ZScenarioLink = z.object({
  id: ZClientId.optional(),
  /**
   * A number, or its decimal digits as a string; anything else ("", null, "0x7", "1e1") counts as no
   * subcategory (0), refused with the link's message while the option's other checks still run.
   */
  budget_subcategory_id: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value ?? 0)),
    z
      .union([z.number(), z.string().transform(() => 0)], { error: M.linkSubcategoryRequired })
      .pipe(
        z
          .number()
          .int({ error: M.linkSubcategoryRequired })
          .positive({ error: M.linkSubcategoryRequired })
          .max(2_147_483_647, { error: M.linkSubcategoryRequired }),
      ),
  ),
  option_id: ZClientId.nullish(),
});
export type TScenarioLink = z.infer<typeof ZScenarioLink>;

export const ZScenarioOption = z.object({
  id: ZClientId,
  /** Option Text. */
  title: requiredText(M.optionTextRequired),
  /** The dollar difference (negative decreases). */
  value: z
    .number({ error: M.dollarDifferenceRequired })
    .refine((value) => Math.abs(value) <= STRUCTURE_LIMITS.amountMax, { error: M.amountTooLarge }),
  /** Info Bubble Text (plain text). */
  extra: z.string().nullish(),
  /** More Details Text (rich text, sanitized by the server). */
  details: z.string().nullish(),
  /** SELECTED BY DEFAULT. */
  default: z.boolean().default(false),
  links: z.array(ZScenarioLink).optional(),
});
export type TScenarioOption = z.infer<typeof ZScenarioOption>;

type Issue = { path: (string | number)[]; message: string };

/** The rules across options: ids, the default, and each option's links. */
export function scenarioOptionProblems(question: {
  allow_multiple: boolean;
  options: readonly Pick<TScenarioOption, 'id' | 'default' | 'links'>[];
}): Issue[] {
  const issues: Issue[] = [];
  const defaults = question.options.filter((option) => option.default).length;
  // Without options the 'at least one option' message says it all.
  if (question.options.length > 0 && !question.allow_multiple && defaults !== 1)
    issues.push({ path: ['options'], message: M.defaultRequired });
  question.options.forEach((option, index) => {
    if (question.options.findIndex((other) => sameId(other.id, option.id)) !== index)
      issues.push({ path: ['options', index, 'id'], message: M.optionIdRepeated });
    const seen = new Set<number>();
    (option.links ?? []).forEach((link, linkIndex) => {
      const path = ['options', index, 'links', linkIndex];
      if (link.option_id == null || !sameId(link.option_id, option.id))
        issues.push({ path: [...path, 'option_id'], message: M.linkOptionRequired });
      if (seen.has(link.budget_subcategory_id))
        issues.push({ path: [...path, 'budget_subcategory_id'], message: M.linkSubcategoryRepeated });
      seen.add(link.budget_subcategory_id);
    });
  });
  return issues;
}

/**
 * A scenario question (a subcategory's customized_question_json). `type: 'dedicated'` makes it a
 * dedicated-funds question whose options carry links. A link belongs to the option it is listed under,
 * so its option_id must be that option's id. Unknown keys are dropped.
 */
export const ZScenarioQuestion = z
  .object({
    type: z.enum(['dedicated']).nullish(),
    name: requiredText(M.nameRequired),
    /** The question text. */
    description: requiredText(M.questionRequired).max(SCENARIO_LIMITS.questionMax, {
      error: M.questionTooLong,
    }),
    allow_multiple: z.boolean().default(false),
    options: z.array(ZScenarioOption, { error: M.optionRequired }).min(1, { error: M.optionRequired }),
  })
  .superRefine((question, ctx) => {
    for (const issue of scenarioOptionProblems(question)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type TScenarioQuestion = z.infer<typeof ZScenarioQuestion>;
export type TScenarioQuestionInput = z.input<typeof ZScenarioQuestion>;

export const isDedicatedQuestion = (question: Pick<TScenarioQuestion, 'type'>) =>
  question.type === 'dedicated';

/** Every link of the question with where it sits (for the server's per-link checks). */
export function scenarioLinks(
  question: Pick<TScenarioQuestion, 'options'>,
): { path: (string | number)[]; budget_subcategory_id: number }[] {
  return question.options.flatMap((option, index) =>
    (option.links ?? []).map((link, linkIndex) => ({
      path: ['options', index, 'links', linkIndex, 'budget_subcategory_id'],
      budget_subcategory_id: link.budget_subcategory_id,
    })),
  );
}

/** The question text of a yes/no item imported from a _yn CSV: its name, asked. */
const askedName = (name: string) => (name.endsWith('?') ? name : `${name}?`);

/**
 * The scenario a `yes_no: yes` CSV row creates: 'Yes' keeps the item's amount (the default), 'No'
 * takes it away, so the imported totals are the file's.
 */
export function yesNoQuestion(name: string, amount: number): TScenarioQuestion {
  return {
    name,
    description: askedName(name),
    allow_multiple: false,
    options: [
      { id: 1, title: 'Yes', value: 0, extra: null, details: null, default: true },
      { id: 2, title: 'No', value: amount === 0 ? 0 : -amount, extra: null, details: null, default: false },
    ],
  };
}
