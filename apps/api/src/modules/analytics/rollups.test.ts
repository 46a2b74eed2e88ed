import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { budgetQuestions, submissionAnswers, submissionItems, submissions, visits } from '@commonpurse/db';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertClient, insertSimulation, insertSubcategory } from '../../test/simulations.ts';
import { scopeOf } from '../budgets/index.ts';
import * as repo from './repo.ts';
import { QUESTION_HIGHLIGHT_ANSWERS } from '@commonpurse/domain/analytics';
import {
  amountSummaries,
  itemAverages,
  readRollup,
  refreshRollup,
  ROLLUP_MIN_SUBMISSIONS,
  storedQuestionFigures,
} from './rollups.ts';

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

  it("keep the question highlights' counts and newest answers as the raw SQL answers them", async () => {
    const client = await insertClient(t.db);
    const budget = await insertSimulation(t.db, client.id, { status: 'active' });
    const scope = scopeOf(client.id, budget.id);
    const [choice, free] = await t.db
      .insert(budgetQuestions)
      .values([
        { budget_id: budget.id, name: 'Years here?', slug: 'years', type: 'select' },
        { budget_id: budget.id, name: 'Anything else?', slug: 'else', type: 'textarea' },
      ])
      .returning({ id: budgetQuestions.id });
    const answers = [
      ['lt5', 'More parks'],
      ['lt5', ''],
      ['gt15', 'Fix the roads'],
      ['gt15', 'Fewer meetings'],
      ['5to15', 'More buses'],
      ['lt5', 'Keep the library'],
      ['gt15', 'Lower taxes'],
    ];
    const rows = await t.db
      .insert(submissions)
      .values(answers.map(() => ({ budget_id: budget.id })))
      .returning({ id: submissions.id });
    await t.db.insert(submissionAnswers).values(
      answers.flatMap(([years, text], i) => [
        { submission_id: rows[i]!.id, question_id: choice!.id, budget_id: budget.id, value: years! },
        { submission_id: rows[i]!.id, question_id: free!.id, budget_id: budget.id, value: text! },
      ]),
    );
    await refreshRollup(t.db, scope);
    const stored = (await readRollup(t.db, budget.id))!.figures.questions!;
    const sorted = <T extends { question_id: number; value: string | null }>(list: T[]) =>
      [...list].sort(
        (a, b) => a.question_id - b.question_id || String(a.value).localeCompare(String(b.value)),
      );
    expect(sorted(stored.counts)).toEqual(sorted(await repo.questionAnswerCounts(t.db, scope)));
    expect(stored.counts.find((r) => r.value === 'gt15')?.count).toBe(3);
    const latest = await repo.latestTextAnswers(t.db, scope, QUESTION_HIGHLIGHT_ANSWERS);
    // Stored as JSON: the times come back as text.
    expect(stored.latest.map((r) => [r.question_id, r.value])).toEqual(
      latest.map((r) => [r.question_id, r.value]),
    );
    expect(stored.latest).toHaveLength(QUESTION_HIGHLIGHT_ANSWERS);
    // Seven submissions are read raw (fewer than ROLLUP_MIN_SUBMISSIONS): nothing stored is answered.
    expect(ROLLUP_MIN_SUBMISSIONS).toBeGreaterThan(answers.length);
    expect(await storedQuestionFigures(t.db, budget.id)).toBeNull();
  });

  it('store new submissions at every pass and recount the visits once their figures are a minute old', async () => {
    const client = await insertClient(t.db);
    const budget = await insertSimulation(t.db, client.id, { status: 'active' });
    const scope = scopeOf(client.id, budget.id);
    const visit = () =>
      t.db.insert(visits).values({ budget_id: budget.id, device_type: 'mobile', referrer_source: 'direct' });
    const submit = () => t.db.insert(submissions).values({ budget_id: budget.id });
    const stored = async () => {
      const rollup = (await readRollup(t.db, budget.id))!;
      const all = rollup.figures.visits.find((row) => row.dimension === null);
      return { submissions: rollup.submission_count, visits: all?.count ?? 0 };
    };

    await visit();
    await submit();
    await refreshRollup(t.db, scope);
    expect(await stored()).toEqual({ submissions: 1, visits: 1 });

    // Within the minute: the submission counts at once, the visit figures wait.
    await visit();
    await submit();
    await refreshRollup(t.db, scope);
    expect(await stored()).toEqual({ submissions: 2, visits: 1 });

    // A minute later the same pass recounts them too.
    await t.db.execute(sql`update analytics_rollups
      set figures = jsonb_set(figures, '{visits_computed_at}', to_jsonb('2000-01-01T00:00:00.000Z'::text))
      where budget_id = ${budget.id}`);
    await refreshRollup(t.db, scope);
    expect(await stored()).toEqual({ submissions: 2, visits: 2 });
  });
});
