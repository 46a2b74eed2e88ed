import {
  budgetStrings,
  budgetQuestions,
  impacts,
  impactSubcategories,
  subcategoryLinks,
  type Tx,
} from '@commonpurse/db';
import * as children from './children-repo.ts';
import { copyCategoryTree, idMap, insertAll, mapped, type BudgetScope } from '../budgets/index.ts';
import { listSubcategoryLinks } from './subcategory-links.ts';

/**
 * Copies the children of simulation `source` (named with its owner: a template may be another
 * client's) into `targetId`, inside the caller's transaction: categories, subcategories (scenario links
 * remapped), map links, texts, questions, impacts and their multipliers.
 */
export async function copyChildren(tx: Tx, source: BudgetScope, targetId: number): Promise<void> {
  const { subcategoryIds } = await copyCategoryTree(tx, source, targetId);

  const mapLinks = await listSubcategoryLinks(tx, source);
  await insertAll(
    tx,
    subcategoryLinks,
    mapLinks.map((link) => ({
      budget_id: targetId,
      target_budget_subcategory_id: mapped(subcategoryIds, link.target_budget_subcategory_id),
    })),
  );

  const strings = await children.listStrings(tx, source);
  await insertAll(
    tx,
    budgetStrings,
    strings.map(({ token, content }) => ({ budget_id: targetId, token, content })),
  );

  const questions = await children.listQuestions(tx, source);
  await insertAll(
    tx,
    budgetQuestions,
    questions.map(({ id: _id, created_at: _c, updated_at: _u, ...row }) => ({ ...row, budget_id: targetId })),
  );

  const impactRows = await children.listImpacts(tx, source);
  const impactIds = await idMap(
    tx,
    impacts,
    impactRows.map((i) => i.id),
  );
  await insertAll(
    tx,
    impacts,
    impactRows.map(({ created_at: _c, updated_at: _u, ...row }) => ({
      ...row,
      id: mapped(impactIds, row.id),
      budget_id: targetId,
    })),
  );

  const links = (await children.listImpactLinksOfBudget(tx, source)).filter((link) =>
    subcategoryIds.has(link.budget_subcategory_id),
  );
  await insertAll(
    tx,
    impactSubcategories,
    links.map(({ impact_id, budget_subcategory_id, multiplier }) => ({
      impact_id: mapped(impactIds, impact_id),
      budget_subcategory_id: mapped(subcategoryIds, budget_subcategory_id),
      multiplier,
    })),
  );
}
