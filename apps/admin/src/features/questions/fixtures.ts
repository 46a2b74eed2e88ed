import { standardExitQuestions, type TQuestionView } from '@commonpurse/domain';

let nextId = 7000;

/** A question as the server answers it: a custom exit text question unless told otherwise. */
export function makeQuestion(overrides: Partial<TQuestionView> = {}): TQuestionView {
  const id = overrides.id ?? nextId++;
  return {
    id,
    budget_id: 1,
    name: `Question ${id}?`,
    slug: `question_${id}`,
    type: 'text',
    display_type: 'exit',
    is_enabled: true,
    is_required: false,
    ask_on_exit: false,
    is_default: false,
    display_order: 0,
    options_config: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The five standard exit questions of a new simulation, with ids from `firstId`. */
export const standardQuestions = (budgetId: number, firstId = 1, locale = 'en_US') =>
  standardExitQuestions(locale).map((question, index) =>
    makeQuestion({ ...question, id: firstId + index, budget_id: budgetId }),
  );
