import { chosenOptions, hasQuestion, PUBLIC_LIMITS } from '@commonpurse/domain/public';
import type { TPublicQuestion, TPublicSimulation, TSubmissionInput } from '@commonpurse/domain/public';
import { choicesOf, type TBudgetState, type TEngine } from './budget.ts';
import type { TPageMeeting } from './page.tsx';

/** Questions asked on the way in, and on the way out (exit ones, plus entry ones asked again). */
export const entryQuestions = (sim: TPublicSimulation) =>
  sim.questions.filter((q) => q.display_type === 'entry');
export const exitQuestions = (sim: TPublicSimulation) =>
  sim.questions.filter((q) => q.display_type === 'exit' || q.ask_on_exit);

/**
 * The submission body (ZSubmissionCreate) of the resident's budget. Through a meeting it names the
 * meeting and sends only the meeting's items (the server keeps the others at their start).
 */
export function submissionOf(
  sim: TPublicSimulation,
  engine: TEngine,
  state: TBudgetState,
  visitId: number | null,
  meeting: Pick<TPageMeeting, 'id' | 'itemIds'> | null = null,
): TSubmissionInput {
  const choices = choicesOf(state);
  const text = (value: string | undefined) => (value ?? '').trim();
  const shown = meeting && new Set(meeting.itemIds);
  const items = shown ? engine.items.filter((item) => shown.has(item.id)) : engine.items;
  const scenario = items.filter(hasQuestion).flatMap((item) => {
    const ids = chosenOptions(item, choices).map((o) => o.id);
    return ids.length > 0 || item.question!.allow_multiple
      ? [{ subcategory_id: item.id, option_ids: ids }]
      : [];
  });
  const ideas = items
    .filter((item) => item.suggestion_box && text(state.ideas[item.id]))
    .map((item) => ({ subcategory_id: item.id, text: text(state.ideas[item.id]) }));
  const comments = sim.settings.is_commenting_enabled
    ? items
        .filter((item) => !item.suggestion_box && text(state.comments[item.id]))
        .map((item) => ({ subcategory_id: item.id, text: text(state.comments[item.id]) }))
    : [];
  return {
    visit_id: visitId,
    ...(meeting ? { meeting_id: meeting.id } : {}),
    items: items.map((item) => ({ subcategory_id: item.id, amount: state.amounts[item.id] ?? 0 })),
    answers: sim.questions
      .filter((q) => text(state.answers[q.id]))
      .map((q) => ({ question_id: q.id, value: text(state.answers[q.id]) })),
    scenario,
    comments: [...ideas, ...comments],
    location: state.location,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type TAnswerProblem = 'answerRequired' | 'answerNotAnEmail' | 'answerTooLong';

/** The page's own check of answers before it moves on (the server checks again). */
export function answerProblem(question: TPublicQuestion, value: string | undefined): TAnswerProblem | null {
  const answer = (value ?? '').trim();
  if (!answer) return question.is_required ? 'answerRequired' : null;
  if (answer.length > PUBLIC_LIMITS.answerMax) return 'answerTooLong';
  if (question.type === 'email' && !EMAIL.test(answer)) return 'answerNotAnEmail';
  return null;
}
