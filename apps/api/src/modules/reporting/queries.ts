import { and, eq, sql } from 'drizzle-orm';
import { budgetCategories, budgetSubcategories, clients, type DbOrTx } from '@commonpurse/db';
import { inBudget, type BudgetScope } from '../budgets/index.ts';

// The reporting API's own reads; every figure comes from the analytics service (service.ts).

/** The client whose reporting token this is (the unique index answers it), or null. */
export async function clientByReportingToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.external_reporting_api_token, token))
    .limit(1);
  return row ?? null;
}

/** Whether the category (and, given, its subcategory) belongs to the scope's simulation. */
export async function itemExists(db: DbOrTx, scope: BudgetScope, categoryId: number, subId?: number) {
  const rows = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .leftJoin(budgetSubcategories, eq(budgetSubcategories.budget_category_id, budgetCategories.id))
    .where(
      and(
        eq(budgetCategories.id, categoryId),
        inBudget(budgetCategories.budget_id, scope),
        subId === undefined ? undefined : eq(budgetSubcategories.id, subId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface ItemCommentRow {
  subcategory_id: number;
  text: string;
  created_at: Date | string;
}

/** The newest `perItem` comments of each subcategory of the scope's simulation, newest first. */
export async function newestItemComments(
  db: DbOrTx,
  scope: BudgetScope,
  perItem: number,
): Promise<ItemCommentRow[]> {
  const result = await db.execute(sql`
    select subcategory_id, text, created_at from (
      select c.budget_subcategory_id as subcategory_id, c.text, c.created_at,
        row_number() over (partition by c.budget_subcategory_id order by c.created_at desc, c.id desc) as n
      from comments c
      where c.budget_id = ${scope.budgetId} and ${inBudget(sql`c.budget_id`, scope)}
        and c.budget_subcategory_id is not null
    ) ranked
    where n <= ${perItem}
    order by subcategory_id, n`);
  return (result as unknown as { rows: ItemCommentRow[] }).rows;
}
