import { and, asc, eq } from 'drizzle-orm';
import { clearAuditContext, setAuditContext } from '../audit.ts';
import type { Tx } from '../connection.ts';
import { budgets } from '../schema/index.ts';

type TBudgetEdit = Partial<Pick<typeof budgets.$inferInsert, 'name' | 'description' | 'timer_minutes'>>;

interface TPastEdit {
  daysAgo: number;
  /** What the fields were before the edit; the edit gave them today's values. */
  before: (current: typeof budgets.$inferSelect) => TBudgetEdit;
}

/** A plausible few weeks of work on each demo simulation: a working title, then its texts. */
const PAST_EDITS: TPastEdit[] = [
  { daysAgo: 24, before: (b) => ({ name: `${b.name} (draft)` }) },
  { daysAgo: 17, before: () => ({ description: null }) },
  { daysAgo: 9, before: (b) => ({ timer_minutes: b.timer_minutes === 0 ? 10 : 0 }) },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo administrator's past edits of the client's simulations, recorded by the same trigger as a
 * console write (decision 0555): each field is first put back, unrecorded, to what it was, then
 * edited to today's value under the administrator's context dated in the past.
 */
export async function seedAuditTrail(
  tx: Tx,
  editor: { clientId: number; userId: number; email: string },
): Promise<void> {
  const simulations = await tx
    .select()
    .from(budgets)
    .where(and(eq(budgets.client_id, editor.clientId), eq(budgets.is_receipt, false)))
    .orderBy(asc(budgets.id));
  const now = Date.now();
  for (const [index, simulation] of simulations.entries()) {
    for (const edit of PAST_EDITS) {
      const before = edit.before(simulation);
      const after = Object.fromEntries(
        Object.keys(before).map((field) => [field, simulation[field as keyof typeof before]]),
      ) as TBudgetEdit;
      await clearAuditContext(tx);
      await tx.update(budgets).set(before).where(eq(budgets.id, simulation.id));
      await setAuditContext(tx, {
        client_id: editor.clientId,
        user_id: editor.userId,
        impersonator_id: null,
        user_email: editor.email,
        budget_id: simulation.id,
        method: 'PATCH',
        path: `/v1/admin/budgets/${simulation.id}`,
        ip: '192.0.2.10',
        at: new Date(now - (edit.daysAgo - index) * DAY_MS).toISOString(),
      });
      await tx.update(budgets).set(after).where(eq(budgets.id, simulation.id));
    }
  }
  await clearAuditContext(tx);
}
