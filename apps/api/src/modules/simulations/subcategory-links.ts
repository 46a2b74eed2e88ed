import { and, asc, inArray, notInArray } from 'drizzle-orm';
import { budgetSubcategories, subcategoryLinks, type DbOrTx } from '@commonpurse/db';
import { STRUCTURE_MESSAGES, uniqueLinkTargets, type TSubcategoryLink } from '@commonpurse/domain';
import { inBudget, inBudgetCategories, refusal, type BudgetScope } from '../budgets/index.ts';

/** The map's links of a simulation, oldest first. */
export function listSubcategoryLinks(db: DbOrTx, scope: BudgetScope): Promise<TSubcategoryLink[]> {
  return db
    .select({
      id: subcategoryLinks.id,
      target_budget_subcategory_id: subcategoryLinks.target_budget_subcategory_id,
    })
    .from(subcategoryLinks)
    .where(inBudget(subcategoryLinks.budget_id, scope))
    .orderBy(asc(subcategoryLinks.id));
}

/** Whether the stored links already target exactly these subcategories. */
export async function linksUnchanged(
  db: DbOrTx,
  scope: BudgetScope,
  links: readonly { target_budget_subcategory_id: number }[],
): Promise<boolean> {
  const stored = (await listSubcategoryLinks(db, scope)).map((l) => l.target_budget_subcategory_id);
  const wanted = uniqueLinkTargets(links);
  return stored.length === wanted.length && wanted.every((id) => stored.includes(id));
}

/**
 * Replaces the simulation's links (inside the caller's transaction). Each target must be an item of
 * this simulation, else 422 errors.subcategory_links 'Invalid subcategory ID' and nothing changes.
 */
export async function replaceSubcategoryLinks(
  tx: DbOrTx,
  scope: BudgetScope,
  links: readonly { target_budget_subcategory_id: number }[],
): Promise<void> {
  const targets = uniqueLinkTargets(links);
  if (targets.length > 0) {
    const found = await tx
      .select({ id: budgetSubcategories.id })
      .from(budgetSubcategories)
      .where(
        and(
          inBudgetCategories(budgetSubcategories.budget_category_id, scope),
          inArray(budgetSubcategories.id, targets),
        ),
      );
    if (found.length !== targets.length)
      throw refusal(422, 'subcategory_links', STRUCTURE_MESSAGES.invalidSubcategory);
  }
  // Links that stay keep their ids; the others go, the new ones are added.
  await tx
    .delete(subcategoryLinks)
    .where(
      and(
        inBudget(subcategoryLinks.budget_id, scope),
        targets.length > 0 ? notInArray(subcategoryLinks.target_budget_subcategory_id, targets) : undefined,
      ),
    );
  if (targets.length > 0)
    await tx
      .insert(subcategoryLinks)
      .values(targets.map((target) => ({ budget_id: scope.budgetId, target_budget_subcategory_id: target })))
      .onConflictDoNothing();
}
