import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import {
  budgetCategories,
  budgets,
  budgetSubcategories,
  clients,
  integrationTokens,
  type DbOrTx,
} from '@commonpurse/db';
import { notReceipt } from '../budgets/index.ts';

export type TokenRow = typeof integrationTokens.$inferSelect;

const ofType = (clientId: number, type: string) =>
  and(eq(integrationTokens.client_id, clientId), eq(integrationTokens.type, type));

const activeAt = (now: Date) =>
  and(
    isNull(integrationTokens.revoked_at),
    or(isNull(integrationTokens.expires_at), gt(integrationTokens.expires_at, now)),
  );

/** The client's tokens of a type, newest first (revoked and expired ones stay as history). */
export async function listTokens(db: DbOrTx, clientId: number, type: string): Promise<TokenRow[]> {
  return db
    .select()
    .from(integrationTokens)
    .where(ofType(clientId, type))
    .orderBy(desc(integrationTokens.created_at), desc(integrationTokens.id));
}

/** Revokes every token of the type not revoked yet; answers how many. */
export async function revokeTokens(db: DbOrTx, clientId: number, type: string, now: Date): Promise<number> {
  const rows = await db
    .update(integrationTokens)
    .set({ revoked_at: now, updated_at: now })
    .where(and(ofType(clientId, type), isNull(integrationTokens.revoked_at)))
    .returning({ id: integrationTokens.id });
  return rows.length;
}

export async function insertToken(
  db: DbOrTx,
  values: Pick<
    typeof integrationTokens.$inferInsert,
    'client_id' | 'type' | 'token_hash' | 'token_prefix' | 'expires_at'
  >,
): Promise<TokenRow> {
  const [row] = await db.insert(integrationTokens).values(values).returning();
  if (!row) throw new Error('Inserting an integration token failed');
  return row;
}

/** The client of an active token of the type (by its hash), with its integrations switch; else null. */
export async function clientOfToken(db: DbOrTx, tokenHash: string, type: string, now: Date) {
  const [row] = await db
    .select({ id: clients.id, subdomain: clients.subdomain, integrations: clients.integrations })
    .from(integrationTokens)
    .innerJoin(clients, eq(clients.id, integrationTokens.client_id))
    .where(and(eq(integrationTokens.token_hash, tokenHash), eq(integrationTokens.type, type), activeAt(now)));
  return row ?? null;
}

/** The client's Active simulations and prioritizations (never a taxpayer receipt), by name. */
export async function activeBudgets(db: DbOrTx, clientId: number) {
  return db
    .select({
      id: budgets.id,
      name: budgets.name,
      description: budgets.description,
      slug: budgets.slug,
      is_pb: budgets.is_pb,
      mode: budgets.mode,
      locale: budgets.locale,
      activated_at: budgets.activated_at,
    })
    .from(budgets)
    .where(and(eq(budgets.client_id, clientId), eq(budgets.status, 'active'), notReceipt))
    .orderBy(asc(budgets.name), asc(budgets.id));
}

/** The categories and items of those simulations, in their display order. */
export async function structureOf(db: DbOrTx, budgetIds: number[]) {
  if (budgetIds.length === 0) return { categories: [], items: [] };
  const categories = await db
    .select({
      id: budgetCategories.id,
      budget_id: budgetCategories.budget_id,
      name: budgetCategories.name,
      type: budgetCategories.type,
    })
    .from(budgetCategories)
    .where(inArray(budgetCategories.budget_id, budgetIds))
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));
  const categoryIds = categories.map((c) => c.id);
  const items =
    categoryIds.length === 0
      ? []
      : await db
          .select({
            id: budgetSubcategories.id,
            category_id: budgetSubcategories.budget_category_id,
            name: budgetSubcategories.name,
            amount: budgetSubcategories.amount,
          })
          .from(budgetSubcategories)
          .where(inArray(budgetSubcategories.budget_category_id, categoryIds))
          .orderBy(asc(budgetSubcategories.display_order), asc(budgetSubcategories.id));
  return { categories, items };
}
