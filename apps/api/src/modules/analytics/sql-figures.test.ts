import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { submissionItems, submissions } from '@commonpurse/db';
import { itemFigures } from '@commonpurse/domain/analytics';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertClient, insertSimulation, insertSubcategory } from '../../test/simulations.ts';
import { scopeOf } from '../budgets/index.ts';
import { figuresOf } from './figures.ts';
import * as repo from './repo.ts';

const t = useTestApp();

/** Money as the columns hold it: whole cents up to ten million either way. */
const money = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((cents) => cents / 100);

// The SQL aggregate (sums in cents, percentile_cont for the median) against the domain's definition.
describe('SQL item figures', () => {
  it('equal itemFigures of the same amounts', async () => {
    const client = await insertClient(t.db);
    await fc.assert(
      fc.asyncProperty(money, fc.array(money, { maxLength: 40 }), async (start, amounts) => {
        const budget = await insertSimulation(t.db, client.id, { status: 'active' });
        const category = await insertCategory(t.db, budget.id, 'expense');
        const item = await insertSubcategory(t.db, category.id, { amount: start });
        if (amounts.length > 0) {
          const rows = await t.db
            .insert(submissions)
            .values(amounts.map(() => ({ budget_id: budget.id })))
            .returning({ id: submissions.id });
          await t.db.insert(submissionItems).values(
            amounts.map((amount, i) => ({
              submission_id: rows[i]!.id,
              budget_subcategory_id: item.id,
              budget_id: budget.id,
              amount,
              starting_amount: start,
            })),
          );
        }
        const [row] = await repo.itemSummaries(t.db, scopeOf(client.id, budget.id));
        const expected = itemFigures({ starting_amount: start, submitted_amounts: amounts });
        const actual = figuresOf(start, row);
        for (const [key, value] of Object.entries(expected)) {
          const got = actual[key as keyof typeof actual];
          if (value === null) expect(got, key).toBeNull();
          else expect(got, key).toBeCloseTo(value, 6);
        }
      }),
      { numRuns: 25 },
    );
  });
});
