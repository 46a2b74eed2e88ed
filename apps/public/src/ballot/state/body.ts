import type { TBallotInput, TPublicSimulation } from '@commonpurse/domain/public';
import type { TBudgetState, TEngine } from '../../state/budget.ts';
import { submissionOf } from '../../state/submission.ts';
import { projectsOf, type TBallotKind, type TChoice } from './selection.ts';

/** The ballot body (ZBallotCreate): ranks 1..n in the resident's order, the ideas, answers and pin. */
export function ballotBodyOf(
  sim: TPublicSimulation,
  engine: TEngine,
  page: TBudgetState,
  kind: TBallotKind,
  choice: TChoice,
  visitId: number | null,
  voter: { token?: string; code?: string },
): TBallotInput {
  // Answers and location as a simulation sends them (one rule for trimming and leaving out blanks).
  const { answers, location } = submissionOf(sim, engine, page, visitId);
  const suggestions = projectsOf(sim)
    .boxes.map((box) => ({ box, text: (page.ideas[box.id] ?? '').trim() }))
    .filter(({ text }) => text)
    .map(({ box, text }) => ({
      subcategory_id: box.id,
      text,
      ...(box.suggestion_box_mode === 'no_amount' ? {} : { amount: page.amounts[box.id] ?? 0 }),
    }));
  return {
    visit_id: visitId,
    items: choice.order.map((id, index) => ({
      subcategory_id: id,
      rank: index + 1,
      ...(kind === 'points' ? { points: choice.points[id] ?? 0 } : {}),
    })),
    suggestions,
    answers,
    comments: [],
    location,
    voter: voter.token ? { token: voter.token } : voter.code ? { code: voter.code } : {},
  };
}
