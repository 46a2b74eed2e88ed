import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { budgets, clients, type DbOrTx } from '@commonpurse/db';
import { ZSimulationStatus } from '@commonpurse/domain';

export type BudgetRow = typeof budgets.$inferSelect;

/** What the derived fields need of the client that owns a simulation (a template's owner may differ). */
export interface BudgetOwner {
  subdomain: string;
  is_trial: boolean;
  max_submissions: number | null;
}
export interface OwnedBudget {
  budget: BudgetRow;
  owner: BudgetOwner;
}

export const ownerColumns = {
  subdomain: clients.subdomain,
  is_trial: clients.is_trial,
  max_submissions: clients.max_submissions,
};

async function selectOwned(db: DbOrTx, where: SQL | undefined): Promise<OwnedBudget | null> {
  const [row] = await db
    .select({ budget: budgets, owner: ownerColumns })
    .from(budgets)
    .innerJoin(clients, eq(clients.id, budgets.client_id))
    .where(where);
  return row ?? null;
}

/** Not a taxpayer receipt: receipts share the table but are never a simulation (decision 0398). */
export const notReceipt = eq(budgets.is_receipt, false);

/** A simulation of the client: the tenancy check of every call on one simulation. */
export const findBudget = (db: DbOrTx, clientId: number, id: number) =>
  selectOwned(db, and(eq(budgets.id, id), eq(budgets.client_id, clientId), notReceipt));

/** A taxpayer receipt of the client (a budgets row with is_receipt; decision 0398). */
export const findReceiptRow = (db: DbOrTx, clientId: number, id: number) =>
  selectOwned(db, and(eq(budgets.id, id), eq(budgets.client_id, clientId), eq(budgets.is_receipt, true)));

/** A simulation the client may copy: its own, or any client's template. */
export const findDuplicableBudget = (db: DbOrTx, clientId: number, id: number) =>
  selectOwned(
    db,
    and(
      eq(budgets.id, id),
      or(eq(budgets.client_id, clientId), eq(budgets.is_discoverable, true)),
      notReceipt,
    ),
  );

export const statusOf = (budget: BudgetRow) => ZSimulationStatus.parse(budget.status);

/**
 * The scope's simulation id when its client owns it, else null: the check an insert of child rows
 * makes before writing (an insert has no WHERE to carry the scope).
 */
export async function ownedBudgetId(db: DbOrTx, scope: { clientId: number; budgetId: number }) {
  const [row] = await db
    .select({ id: budgets.id })
    .from(budgets)
    .where(and(eq(budgets.id, scope.budgetId), eq(budgets.client_id, scope.clientId)));
  return row?.id ?? null;
}

/**
 * Holds the client row until the transaction ends: status changes that count the client's licences
 * take it first, so two activations cannot both take the last licence.
 */
export async function lockClient(db: DbOrTx, clientId: number): Promise<void> {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

/**
 * Whether another simulation or receipt of the client already uses the slug (compared
 * case-insensitively): both share the client's public addresses (decision 0398).
 */
export async function isSlugTaken(
  db: DbOrTx,
  clientId: number,
  slug: string,
  exceptId: number | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ id: budgets.id })
    .from(budgets)
    .where(
      and(
        eq(budgets.client_id, clientId),
        sql`lower(${budgets.slug}) = lower(${slug})`,
        exceptId === undefined ? undefined : ne(budgets.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
