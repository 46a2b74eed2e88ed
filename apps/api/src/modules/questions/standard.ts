import type { DbOrTx } from '@commonpurse/db';
import { standardExitQuestions, translateStandardQuestion } from '@commonpurse/domain';
import type { BudgetScope } from '../budgets/index.ts';
import * as repo from './repo.ts';

// The questions module's seam for the simulations module: a simulation's standard exit questions.

/** The five standard exit questions of a new simulation, in its language (English fallback). */
export async function addStandardQuestions(tx: DbOrTx, scope: BudgetScope, locale: string): Promise<void> {
  await repo.insertQuestions(tx, scope, standardExitQuestions(locale));
}

/**
 * Puts the simulation's standard questions in its (new) language: texts and option labels change,
 * CSV labels and option values stay, so answers already collected keep their meaning.
 */
export async function translateStandardQuestions(
  tx: DbOrTx,
  scope: BudgetScope,
  locale: string,
): Promise<void> {
  for (const question of await repo.listStandardQuestions(tx, scope)) {
    const translated = translateStandardQuestion(question.slug, locale);
    if (translated) await repo.updateQuestion(tx, scope, question.id, translated);
  }
}
