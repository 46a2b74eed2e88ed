import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets, clicks, submissionItems, submissions, visits, type Database } from '@commonpurse/db';
import { DEMO_BUDGET_SLUG, DEMO_HOUSING_SLUG, DEMO_PRIORITIZATION_SLUG } from '@commonpurse/db/seed';
import { createTestDatabase } from '@commonpurse/db/testing';
import { activeTargets, writeDemoActivity } from './demo-activity.ts';
import { seedDemoDataIfEmpty } from './demo-logins.ts';

// The first start's demo activity on an empty database (what npm start does), then once more.

let database: Database;
let dataDir: string;

const count = async (table: typeof visits | typeof submissions | typeof clicks, budgetId?: number) => {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(budgetId === undefined ? undefined : eq(table.budget_id, budgetId));
  return row!.n;
};

const budgetId = async (slug: string) => {
  const [row] = await database.db.select({ id: budgets.id }).from(budgets).where(eq(budgets.slug, slug));
  return row!.id;
};

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'cp-demo-activity-'));
});

afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const config = (demoActivity: number) => ({
  dataDir,
  demoAdminEmail: undefined,
  demoAdminPassword: undefined,
  demoActivity,
});

describe('first-start demo activity', () => {
  it('seeds the demo city with DEMO_ACTIVITY submissions shared by its Active simulations', async () => {
    expect(await seedDemoDataIfEmpty(database, config(60))).not.toBeNull();
    for (const slug of [DEMO_BUDGET_SLUG, DEMO_HOUSING_SLUG, DEMO_PRIORITIZATION_SLUG])
      expect(await count(submissions, await budgetId(slug))).toBe(20);
    // Visits that did not submit, and their clicks, come with them.
    expect(await count(visits)).toBeGreaterThan(60);
    expect(await count(clicks)).toBeGreaterThan(0);
  });

  it('adds nothing on a second start', async () => {
    const before = [await count(visits), await count(submissions), await count(clicks)];
    expect(await seedDemoDataIfEmpty(database, config(60))).toBeNull();
    expect([await count(visits), await count(submissions), await count(clicks)]).toEqual(before);
  });

  it('stores what the public API stores: every item of the budget, times within the visit', async () => {
    const id = await budgetId(DEMO_BUDGET_SLUG);
    const rows = await database.db
      .select({
        id: submissions.id,
        created_at: submissions.created_at,
        visit_created: visits.created_at,
        last_seen_at: visits.last_seen_at,
        items: sql<number>`(select count(*)::int from ${submissionItems} where ${submissionItems.submission_id} = ${submissions.id})`,
        receipt: submissions.receipt_code,
      })
      .from(submissions)
      .innerJoin(visits, eq(visits.id, submissions.visit_id))
      .where(eq(submissions.budget_id, id));
    expect(rows).toHaveLength(20);
    const itemCounts = new Set(rows.map((row) => row.items));
    expect(itemCounts.size).toBe(1);
    expect([...itemCounts][0]).toBeGreaterThan(5);
    const monthAgo = Date.now() - 31 * 86_400_000;
    for (const row of rows) {
      expect(row.receipt).toBeNull();
      expect(row.created_at.getTime()).toBe(row.last_seen_at.getTime());
      expect(row.visit_created.getTime()).toBeLessThan(row.created_at.getTime());
      expect(row.visit_created.getTime()).toBeGreaterThan(monthAgo);
    }
  });

  it('gives ballots a browser voter and a receipt code, all current', async () => {
    const id = await budgetId(DEMO_PRIORITIZATION_SLUG);
    const ballots = await database.db
      .select({ voter: submissions.voter_key, receipt: submissions.receipt_code })
      .from(submissions)
      .where(and(eq(submissions.budget_id, id), eq(submissions.is_current, true)));
    expect(ballots).toHaveLength(20);
    expect(
      ballots.every((b) => b.voter?.startsWith('browser:') && /^\w{4}-\w{4}$/.test(b.receipt ?? '')),
    ).toBe(true);
  });

  it('plans the same residents for the same seed', async () => {
    const id = await budgetId(DEMO_BUDGET_SLUG);
    const targets = await activeTargets(database.db, [id]);
    // The amounts of each new submission, in order.
    const written = async () => {
      const [last] = await database.db
        .select({ id: sql<number>`coalesce(max(${submissions.id}), 0)::int` })
        .from(submissions);
      const reports = await writeDemoActivity(database.db, targets, { submissions: 5, seed: 9 });
      expect(reports[0]!.submissions).toBe(5);
      const rows = await database.db
        .select({ submission: submissionItems.submission_id, amount: submissionItems.amount })
        .from(submissionItems)
        .where(and(eq(submissionItems.budget_id, id), gt(submissionItems.submission_id, last!.id)))
        .orderBy(submissionItems.submission_id, submissionItems.budget_subcategory_id);
      return rows.map((row) => row.amount);
    };
    const first = await written();
    expect(first.length).toBeGreaterThan(0);
    expect(await written()).toEqual(first);
  });
});
