import {
  isDedicatedQuestion,
  SCENARIO_MESSAGES as M,
  scenarioLinks,
  type TScenarioQuestion,
} from '@commonpurse/domain';
import type { DbOrTx } from '@commonpurse/db';
import { AppError, type FieldErrors } from '../../http/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { refusal, type BudgetScope } from '../budgets/index.ts';
import { findScenarioCapabilities, spendingItemIds } from './item-repo.ts';

/** Where a scenario's refusals answer (its own rules answer under their path below this). */
export const SCENARIO_FIELD = 'customized_question_json';

/** 403 unless the client may save this kind of question. */
export async function requireScenarioCapability(
  db: DbOrTx,
  clientId: number,
  dedicated: boolean,
): Promise<void> {
  const allowed = await findScenarioCapabilities(db, clientId);
  if (!allowed.scenarios) throw refusal(403, SCENARIO_FIELD, M.notAvailable);
  if (dedicated && !allowed.dedicated) throw refusal(403, SCENARIO_FIELD, M.dedicatedNotAvailable);
}

/**
 * A scenario question (already valid by ZScenarioQuestion) as it is stored: the client must be allowed
 * to save it, every link must point at a spending item of the same simulation (else 422 under the
 * link's path), and each option's More Details rich text is sanitized.
 */
export async function scenarioToStore(
  db: DbOrTx,
  scope: BudgetScope,
  question: TScenarioQuestion,
): Promise<TScenarioQuestion> {
  await requireScenarioCapability(db, scope.clientId, isDedicatedQuestion(question));
  const links = scenarioLinks(question);
  const spending = await spendingItemIds(db, scope, [
    ...new Set(links.map((link) => link.budget_subcategory_id)),
  ]);
  const errors: FieldErrors = {};
  for (const link of links)
    if (!spending.has(link.budget_subcategory_id))
      errors[[SCENARIO_FIELD, ...link.path].join('.')] = [M.linkNotSpending];
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
  return {
    ...question,
    options: question.options.map((option) =>
      typeof option.details === 'string' ? { ...option, details: sanitizeRichText(option.details) } : option,
    ),
  };
}
