import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { submissionItems, submissions } from '@commonpurse/db';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertClient, insertSimulation, insertSubcategory } from '../../test/simulations.ts';
import { scopeOf } from '../budgets/index.ts';
import * as repo from './repo.ts';
import { amountSummaries, itemAverages, refreshRollup } from './rollups.ts';

const t = useTestApp();

/** Amounts on a coarse grid (repeats, as residents' steps give) up to a million either way. */
const money = fc.integer({ min: -200, max: 200 }).map((steps) => steps * 5_000.25);

const byKey = (rows: repo.SummaryRow[]) => [...rows].sort((a, b) => a.key - b.key);

// The rollup (counted amounts, read with weights) against the raw SQL of the same rows, after a first
// pass and after an incremental one; the raw SQL is itself checked against the domain (sql-figures).
describe('analytics rollups', () => {
  it('answer the raw SQL figures of items and categories, first and after more submissions', async () => {
    const client = await insertClient(t.db);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(money, money, money), { maxLength: 30 }),
        fc.array(fc.tuple(money, money, money), { maxLength: 30 }),
        async (first, later) => {
          const budget = await insertSimulation(t.db, client.id, { status: 'active' });
          const scope = scopeOf(client.id, budget.id);
          const a = await insertCategory(t.db, budget.id, 'expense');
          const b = await insertCategory(t.db, budget.id, 'revenue');
          const items = [
            await insertSubcategory(t.db, a.id, { amount: 100_000 }),
            await insertSubcategory(t.db, a.id, { amount: 250_000.5 }),
            await insertSubcategory(t.db, b.id, { amount: 40_000 }),
          ];
          const submit = async (ballots: [number, number, number][]) => {
            if (ballots.length === 0) return;
            const rows = await t.db
              .insert(submissions)
              .values(ballots.map(() => ({ budget_id: budget.id })))
              .returning({ id: submissions.id });
            await t.db.insert(submissionItems).values(
              ballots.flatMap((amounts, s) =>
                items.map((item, i) => ({
                  submission_id: rows[s]!.id,
                  budget_subcategory_id: item.id,
                  budget_id: budget.id,
                  amount: amounts[i]!,
                  starting_amount: item.amount,
                })),
              ),
            );
          };
          const expectRaw = async () => {
            await refreshRollup(t.db, scope);
            for (const [kind, raw] of [
              ['item', await repo.itemSummaries(t.db, scope)],
              ['category', await repo.categorySummaries(t.db, scope)],
            ] as const)
              expect(byKey(await amountSummaries(t.db, budget.id, kind)), kind).toEqual(byKey(raw));
          };
          await submit(first);
          await expectRaw();
          await submit(later);
          await expectRaw();
          const averages = await itemAverages(t.db, budget.id);
          for (const row of await repo.itemSummaries(t.db, scope))
            // Rounded to the cent.
            expect(Math.abs(averages.get(row.key)! - row.total_cents / row.count / 100)).toBeLessThan(0.0051);
        },
      ),
      { numRuns: 15 },
    );
  });
});
