import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { useTestApp } from '../../test/helper.ts';
import {
  budgetQuestions,
  clicks,
  comments,
  submissionAnswers,
  submissionChoices,
  submissionItems,
  submissions,
  visits,
} from '@commonpurse/db';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
  insertSubmissions,
} from '../../test/simulations.ts';
import { exportFileName, SUBMISSION_EXPORT_COLUMNS } from '../budgets/index.ts';

const t = useTestApp();

describe('submissions export', () => {
  it('downloads one simulation’s submissions as CSV, one row each', async () => {
    const cityId = await t.clientId('demo');
    const budget = await insertSimulation(t.db, cityId, {
      name: 'Export, "quoted" name',
      slug: 'export-one',
    });
    await insertSubmissions(t.db, budget.id, 3);
    const response = await t.injectAs(t.users.demoAdmin, {
      method: 'GET',
      url: `/v1/admin/budgets/${budget.id}/submissions/export`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="export-one-submissions-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = parse(response.body) as string[][];
    expect(rows[0]).toEqual(SUBMISSION_EXPORT_COLUMNS);
    expect(rows).toHaveLength(4);
    for (const row of rows.slice(1)) {
      expect(row[1]).toBe(String(budget.id));
      expect(row[2]).toBe('Export, "quoted" name');
      expect(Number.isNaN(Date.parse(row[3]!))).toBe(false);
    }
  });

  it('joins several simulations and refuses any id outside the client', async () => {
    const cityId = await t.clientId('demo');
    const a = await insertSimulation(t.db, cityId);
    const b = await insertSimulation(t.db, cityId);
    await insertSubmissions(t.db, a.id, 2);
    await insertSubmissions(t.db, b.id, 1);
    const both = await t.injectAs(t.users.demoAdmin, {
      method: 'GET',
      url: `/v1/admin/budgets/submissions/export?budgets=${a.id},${b.id}`,
    });
    expect(both.statusCode).toBe(200);
    const rows = parse(both.body) as string[][];
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual([a.id, a.id, b.id].map(String).sort());

    const { client: other } = await clientWithAdmin(t);
    const foreign = await insertSimulation(t.db, other.id);
    for (const url of [
      `/v1/admin/budgets/${foreign.id}/submissions/export`,
      `/v1/admin/budgets/submissions/export?budgets=${a.id},${foreign.id}`,
    ]) {
      expect((await t.injectAs(t.users.demoAdmin, { method: 'GET', url })).statusCode).toBe(404);
    }
    const malformed = await t.injectAs(t.users.demoAdmin, {
      method: 'GET',
      url: '/v1/admin/budgets/submissions/export?budgets=1,x',
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('writes a name that looks like a formula as text', async () => {
    const cityId = await t.clientId('demo');
    const budget = await insertSimulation(t.db, cityId, { name: "=cmd|' /C calc'!A0" });
    await insertSubmissions(t.db, budget.id, 1);
    const response = await t.injectAs(t.users.demoAdmin, {
      method: 'GET',
      url: `/v1/admin/budgets/${budget.id}/submissions/export`,
    });
    const rows = parse(response.body) as string[][];
    expect(rows[1]?.[2]).toBe("'=cmd|' /C calc'!A0");
  });

  it('answers 404, not a server error, for ids no simulation can have', async () => {
    for (const budgets of ['99999999999999999999', '2147483648', '1,99999999999999999999']) {
      const response = await t.injectAs(t.users.demoAdmin, {
        method: 'GET',
        url: `/v1/admin/budgets/submissions/export?budgets=${budgets}`,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('gives one simulation’s items, scenario choices, answers, visit and clicks their own columns', async () => {
    const cityId = await t.clientId('demo');
    const budget = await insertSimulation(t.db, cityId, { status: 'active', slug: 'export-details' });
    const revenue = await insertCategory(t.db, budget.id, 'revenue', { name: 'Taxes' });
    const spending = await insertCategory(t.db, budget.id, 'expense', { name: 'Safety' });
    const tax = await insertSubcategory(t.db, revenue.id, { name: 'Levy', amount: 500 });
    const police = await insertSubcategory(t.db, spending.id, {
      name: 'Police',
      amount: 500,
      customized_question_json: {
        name: 'Patrols',
        description: 'How many patrols?',
        allow_multiple: false,
        options: [
          { id: 1, title: 'Same', value: 0, default: true },
          { id: 2, title: 'More', value: 50, default: false },
        ],
      },
    });
    const [question] = await t.db
      .insert(budgetQuestions)
      .values({
        budget_id: budget.id,
        name: 'Your age range?',
        slug: 'age_range',
        type: 'text',
        display_type: 'exit',
      })
      .returning();
    const [visit] = await t.db
      .insert(visits)
      .values({ budget_id: budget.id, device_type: 'mobile', referrer_source: 'social', is_returning: true })
      .returning();
    await t.db.insert(clicks).values([
      {
        budget_id: budget.id,
        visit_id: visit!.id,
        budget_subcategory_id: tax.id,
        kind: 'increase',
        count: 3,
      },
      {
        budget_id: budget.id,
        visit_id: visit!.id,
        budget_subcategory_id: tax.id,
        kind: 'decrease',
        count: 1,
      },
    ]);
    const [submission] = await t.db
      .insert(submissions)
      .values({
        budget_id: budget.id,
        visit_id: visit!.id,
        total_revenue: 550,
        total_expenses: 550,
        postal_code: '12345',
      })
      .returning();
    const id = submission!.id;
    await t.db.insert(submissionItems).values([
      {
        submission_id: id,
        budget_id: budget.id,
        budget_subcategory_id: tax.id,
        amount: 550,
        starting_amount: 500,
      },
      {
        submission_id: id,
        budget_id: budget.id,
        budget_subcategory_id: police.id,
        amount: 550,
        starting_amount: 550,
      },
    ]);
    await t.db
      .insert(submissionChoices)
      .values({ submission_id: id, budget_id: budget.id, budget_subcategory_id: police.id, option_id: '2' });
    await t.db
      .insert(submissionAnswers)
      .values({ submission_id: id, budget_id: budget.id, question_id: question!.id, value: '35-44' });
    await t.db.insert(comments).values({
      budget_id: budget.id,
      submission_id: id,
      budget_subcategory_id: police.id,
      text: '=1+1 more patrols',
    });

    const response = await t.injectAs(t.users.demoAdmin, {
      method: 'GET',
      url: `/v1/admin/budgets/${budget.id}/submissions/export`,
    });
    const [header, row] = parse(response.body) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(header!.slice(SUBMISSION_EXPORT_COLUMNS.length)).toEqual([
      'Safety - Police',
      'Taxes - Levy',
      'Safety - Police (choice)',
      'age_range',
    ]);
    expect(cell('device_type')).toBe('mobile');
    expect(cell('returning')).toBe('yes');
    expect(cell('increase_clicks')).toBe('3');
    expect(cell('decrease_clicks')).toBe('1');
    expect(cell('total_revenue')).toBe('550');
    expect(cell('postal_code')).toBe('12345');
    expect(cell('comments')).toBe("'=1+1 more patrols");
    expect(cell('Taxes - Levy')).toBe('550');
    expect(cell('Safety - Police (choice)')).toBe('More');
    expect(cell('age_range')).toBe('35-44');
    expect(cell('user_id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the file after the slug, the id, or "simulations"', () => {
    const day = new Date('2026-11-22T10:00:00Z');
    expect(exportFileName([{ id: 4, name: 'A', slug: 'fy27' }], day)).toBe('fy27-submissions-2026-11-22.csv');
    expect(exportFileName([{ id: 4, name: 'A', slug: null }], day)).toBe(
      'simulation-4-submissions-2026-11-22.csv',
    );
    expect(
      exportFileName(
        [
          { id: 4, name: 'A', slug: 'a' },
          { id: 5, name: 'B', slug: 'b' },
        ],
        day,
      ),
    ).toBe('simulations-submissions-2026-11-22.csv');
  });
});
