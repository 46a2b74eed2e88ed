import type { TQuestionType } from '../questions/constants.ts';
import { percentOf } from './percent.ts';
import type { TQuestionOptionCount } from './schemas.ts';

// The exit-question highlights of /analytics/{id} (spec 2 '/analytics/{id?}'): for each entry and exit
// question, how residents answered it. GET admin/budgets/{id}/questions/analytics (docs/api.md).

/** The newest free-text answers a highlight lists. */
export const QUESTION_HIGHLIGHT_ANSWERS = 5;

/** The kind whose answers are counted per option; every other kind is free text. */
export const isChoiceQuestion = (kind: TQuestionType) => kind === 'select';

/**
 * A choice question's option counts: the configured options in order (0 when nobody chose one), then
 * answered values that are no longer options (labelled by the value), most answered first.
 */
export function optionCounts(
  options: readonly { value: string; label: string }[],
  answered: ReadonlyMap<string, number>,
  answerCount: number,
): TQuestionOptionCount[] {
  const offered = new Set(options.map((option) => option.value));
  const former = [...answered]
    .filter(([value]) => !offered.has(value))
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([value]) => ({ value, label: value }));
  return [...options, ...former].map(({ value, label }) => {
    const count = answered.get(value) ?? 0;
    return { value, label, count, percentage: percentOf(count, answerCount) };
  });
}
