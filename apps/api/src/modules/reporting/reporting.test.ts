import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, type TClientAnalytics } from '@commonpurse/domain/analytics';
import { useTestApp } from '../../test/helper.ts';
import { insertSimulation } from '../../test/simulations.ts';
import { SUBMISSION_EXPORT_COLUMNS } from '../budgets/index.ts';
import { analyticsSimulation, sharedActivity, type AnalyticsFixture } from '../analytics/fixtures.ts';
import type { TReportingBudget } from './schemas.ts';

const t = useTestApp({
  env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m', REPORTING_RATE_LIMIT_PER_IP: '10000/1m' },
});

const today = () => new Date().toISOString().slice(0, 10);
const get = (f: AnalyticsFixture, url: string, token = f.client.external_reporting_api_token) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, accept: 'text/csv' } });
const json = async <T>(f: AnalyticsFixture, url: string): Promise<T> => {
  const response = await get(f, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};
/** A report's rows (header first), after checking it is a named CSV download. */
const csv = async (f: AnalyticsFixture, url: string, fileName: string) => {
  const response = await get(f, url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  return parse(response.body) as string[][];
};
/** A third and two thirds as percents, whatever the last digit of the float. */
const third = expect.stringMatching(/^33\.33333/);
const twoThirds = expect.stringMatching(/^66\.66666/);

const withActivity = sharedActivity(t);

describe('reporting API authentication and tenancy', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    const f = await withActivity();
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/client', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
    const report = await get(f, `/api/budget/${f.budget.id}/age`, 'wrong');
    expect(report.statusCode).toBe(401);
  });

  it("answers 404 for another client's simulation, category and subcategory, and unknown reports", async () => {
    const f = await withActivity();
    const other = await analyticsSimulation(t);
    const mine = `/api/budget/${f.budget.id}`;
    const theirs = `/api/budget/${other.budget.id}`;
    const { taxes } = other.categories;
    for (const url of [
      theirs,
      `${theirs}/age`,
      `${theirs}/comments`,
      `${theirs}/export`,
      `/api/budgets/export?budgets=${f.budget.id},${other.budget.id}`,
      `${mine}/category/${taxes.id}/subcategories`,
      `${mine}/category/${taxes.id}/comments`,
      `${mine}/category/${f.categories.taxes.id}/subcategory/${other.items.a.id}/question_options`,
      `${mine}/category/${f.categories.taxes.id}/subcategory/${other.items.a.id}/comments`,
      // A subcategory of another category of the same simulation.
      `${mine}/category/${f.categories.taxes.id}/subcategory/${f.items.e.id}/comments`,
      `${mine}/pageviews`,
      `${mine}/category/${f.categories.taxes.id}/age`,
      `${mine}/category/${f.categories.taxes.id}/subcategory/${f.items.a.id}/subcategories`,
      '/api/client?budget_id=' + other.budget.id,
    ]) {
      const response = await get(f, url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('reporting API without the analytics capability', () => {
  it('refuses the analytics and reports (403) but still exports the submissions', async () => {
    const locked = await analyticsSimulation(t, { client: { analytics: false } });
    for (const url of [
      '/api/client',
      `/api/budget/${locked.budget.id}`,
      `/api/budget/${locked.budget.id}/age`,
    ]) {
      const response = await get(locked, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ message: ANALYTICS_MESSAGES.analyticsDisabled });
    }
    expect((await get(locked, `/api/budget/${locked.budget.id}/export`)).statusCode).toBe(200);
  });
});

describe('GET /api/client and GET /api/budget/{id}', () => {
  it('answers the client-level record with its simulations and the default analytics', async () => {
    const f = await withActivity();
    await insertSimulation(t.db, f.client.id, { name: 'Zz draft', status: 'new' });
    const data = await json<{
      guid: string;
      name: string;
      budgets: { id: number; name: string; status: string }[];
      analytics: TClientAnalytics;
    }>(f, '/api/client');
    expect(data.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(data.name).toBe(f.client.name);
    // New simulations have no analytics: not listed.
    expect(data.budgets).toEqual([{ id: f.budget.id, name: f.budget.name, status: 'active' }]);
    expect(data.analytics).toMatchObject({
      budget_id: f.budget.id,
      submission_count: 3,
      total_pageviews: 50,
    });
    expect(data.analytics.categories).toHaveLength(2);
    expect((await json<{ guid: string }>(f, '/api/client')).guid).toBe(data.guid);
  });

  it('expands only the included parts', async () => {
    const f = await withActivity();
    const bare = await json<TReportingBudget>(f, `/api/budget/${f.budget.id}`);
    expect(bare).toMatchObject({ budget_id: f.budget.id, submission_count: 3, reset_all_clicks: 3 });
    expect(bare).not.toHaveProperty('categories');
    expect(bare).not.toHaveProperty('demographics');

    const categories = await json<TReportingBudget>(f, `/api/budget/${f.budget.id}?include=categories`);
    expect(categories.categories?.map((c) => c.name)).toEqual(['Taxes', 'Services']);
    expect(categories.categories?.[0]).not.toHaveProperty('subcategories');
    expect(categories).not.toHaveProperty('demographics');

    const items = await json<TReportingBudget>(
      f,
      `/api/budget/${f.budget.id}?include=categories.subcategories`,
    );
    expect(items.categories?.[1]?.subcategories?.map((s) => s.name)).toEqual([
      'Parks',
      'Roads',
      'Library hours',
    ]);
    expect(items.categories?.[1]?.subcategories?.[1]).not.toHaveProperty('comments');

    const full = await json<TReportingBudget>(
      f,
      `/api/budget/${f.budget.id}?include=categories,categories.subcategories,categories.subcategories.comments,demographics`,
    );
    const [taxes, services] = full.categories!;
    expect(taxes!.subcategories![0]).toMatchObject({
      name: 'Property tax',
      comments: [{ text: '=HYPERLINK("http://x")', timestamp: expect.any(String) }],
    });
    expect(services!.subcategories!.map((s) => s.comments)).toEqual([
      [],
      [{ text: 'Fix the potholes first', timestamp: expect.any(String) }],
      [],
    ]);
    expect(full.demographics?.postal_code).toEqual([
      { value: '80302', total_count: 2, total_percentage: expect.closeTo(200 / 3, 6) },
      { value: '80301', total_count: 1, total_percentage: expect.closeTo(100 / 3, 6) },
    ]);

    const refused = await get(f, `/api/budget/${f.budget.id}?include=projects`);
    expect(refused.statusCode).toBe(422);
  });
});

describe('CSV reports', () => {
  it('writes the charts: age, device type, new vs returning, social networks, referrers', async () => {
    const f = await withActivity();
    const base = `/api/budget/${f.budget.id}`;
    const slug = f.budget.slug!;
    expect(await csv(f, `${base}/age`, `${slug}-age-${today()}.csv`)).toEqual([
      ['label', 'amount', 'percentage'],
      ['18-24 years', '2', twoThirds],
      ['65 or older', '1', third],
    ]);
    // The spec's chart path names the same report.
    expect(await csv(f, `${base}/metric/device_type`, `${slug}-device_type-${today()}.csv`)).toEqual([
      ['label', 'amount', 'percentage'],
      ['desktop', '48', '96'],
      ['Other', '2', '4'],
    ]);
    expect((await csv(f, `${base}/user_type`, `${slug}-user_type-${today()}.csv`)).slice(1)).toEqual([
      ['New Visitor', '48', '96'],
      ['Returning Visitor', '2', '4'],
    ]);
    expect(await csv(f, `${base}/gender`, `${slug}-gender-${today()}.csv`)).toHaveLength(3);
    expect(await csv(f, `${base}/city`, `${slug}-city-${today()}.csv`)).toEqual([
      ['label', 'amount', 'percentage'],
      ['Boulder, CO', '2', '100'],
    ]);
    expect(await csv(f, `${base}/social_network`, `${slug}-social_network-${today()}.csv`)).toEqual([
      ['source', 'amount', 'percentage'],
      ['facebook', '1', '100'],
    ]);
    expect(await csv(f, `${base}/referrers`, `${slug}-referrers-${today()}.csv`)).toEqual([
      ['source', 'percentage', 'sessions'],
      ['facebook.com', '2', '1'],
      ['google.com', '2', '1'],
      ['news.example.org', '2', '1'],
    ]);
    expect(await csv(f, `${base}/demographics`, `${slug}-demographics-${today()}.csv`)).toEqual([
      ['set', 'value', 'total_count', 'total_percentage'],
      ['age_range', '18-24 years', '2', twoThirds],
      ['age_range', '65 or older', '1', third],
      ['postal_code', '80302', '2', twoThirds],
      ['postal_code', '80301', '1', third],
      ['gender', 'Man', '1', '50'],
      ['gender', 'Woman', '1', '50'],
    ]);
  });

  it('writes every field of each category row and of its subcategories', async () => {
    const f = await withActivity();
    const rows = await csv(
      f,
      `/api/budget/${f.budget.id}/categories`,
      `${f.budget.slug}-categories-${today()}.csv`,
    );
    const [header, ...body] = rows as [string[], ...string[][]];
    expect(header.slice(0, 8)).toEqual([
      'level',
      'id',
      'name',
      'category',
      'type',
      'total',
      'amount',
      'submissions',
    ]);
    expect(header).toContain('percent_submissions_changed');
    expect(header).toContain('sessions_changed');
    const { a, b, c, d, e } = f.items;
    const { taxes, services } = f.categories;
    expect(body.map((row) => row.slice(0, 6))).toEqual([
      ['category', String(taxes.id), 'Taxes', 'Taxes', 'revenue', '2500'],
      ['subcategory', String(a.id), 'Property tax', 'Taxes', 'revenue', ''],
      ['subcategory', String(b.id), 'Fees', 'Taxes', 'revenue', ''],
      ['category', String(services.id), 'Services', 'Services', 'expense', '2500'],
      ['subcategory', String(c.id), 'Parks', 'Services', 'expense', ''],
      ['subcategory', String(d.id), 'Roads', 'Services', 'expense', ''],
      ['subcategory', String(e.id), 'Library hours', 'Services', 'expense', ''],
    ]);
    const cell = (row: string[], column: string) => row[header.indexOf(column)];
    // Services per submission: 2,300, 2,500, 2,588 against 2,500 (analytics.test.ts works them out).
    const servicesRow = body[3]!;
    expect(cell(servicesRow, 'median_submitted_amount')).toBe('2500');
    expect(cell(servicesRow, 'average_amount_decreased')).toBe('200');
    expect(cell(servicesRow, 'increase_decrease_difference')).toBe('-112');
    expect(cell(servicesRow, 'average_session_decrease')).toBe('');
    expect(cell(servicesRow, 'sessions_changed')).toBe('2');
    const roads = body[5]!;
    expect(cell(roads, 'amount')).toBe('1200');
    expect(cell(roads, 'average_submitted_amount')).toBe('1200');
    expect(cell(roads, 'increase_clicks')).toBe('2');
    expect(cell(roads, 'decrease_clicks')).toBe('1');
    expect(cell(roads, 'total_submissions_unchanged')).toBe('1');
  });

  it("writes a category's subcategories and a subcategory's scenario options", async () => {
    const f = await withActivity();
    const { services } = f.categories;
    const base = `/api/budget/${f.budget.id}/category/${services.id}`;
    const [header, ...rows] = (await csv(
      f,
      `${base}/subcategories`,
      `${f.budget.slug}-category-${services.id}-subcategories-${today()}.csv`,
    )) as [string[], ...string[][]];
    expect(header.slice(0, 4)).toEqual(['id', 'name', 'amount', 'submissions']);
    expect(header).not.toContain('level');
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      [String(f.items.c.id), 'Parks', '1200', '3'],
      [String(f.items.d.id), 'Roads', '1200', '3'],
      [String(f.items.e.id), 'Library hours', '100', '3'],
    ]);
    expect(rows[2]![header.indexOf('min_submitted_amount')]).toBe('0');

    // Submitted: Keep twice (the default), Cut once. Clicked: Keep 2, Cut 1 + 1.
    expect(
      await csv(
        f,
        `${base}/subcategory/${f.items.e.id}/question_options`,
        `${f.budget.slug}-subcategory-${f.items.e.id}-question_options-${today()}.csv`,
      ),
    ).toEqual([
      ['title', 'submitted_count', 'submitted_percentage', 'clicked_count', 'clicked_percentage'],
      ['Keep', '2', twoThirds, '2', '50'],
      ['Cut', '1', third, '2', '50'],
    ]);
  });

  it('writes the comments of the simulation, of a category and of a subcategory', async () => {
    const f = await withActivity();
    const base = `/api/budget/${f.budget.id}`;
    const header = ['comment', 'name', 'difference_amount', 'rank', 'created_at', 'ip_address'];
    const all = await csv(f, `${base}/comments`, `${f.budget.slug}-comments-${today()}.csv`);
    expect(all[0]).toEqual(header);
    expect(all.slice(1).map((row) => row.slice(0, 4))).toEqual([
      [`'=HYPERLINK("http://x")`, 'Property tax', '100', ''],
      ['Thanks for asking', '', '', ''],
      ['Fix the potholes first', 'Roads', '-100', ''],
    ]);
    const { services, taxes } = f.categories;
    const category = await csv(
      f,
      `${base}/category/${services.id}/comments`,
      `${f.budget.slug}-category-${services.id}-comments-${today()}.csv`,
    );
    expect(category.map((row) => row.slice(0, 3))).toEqual([
      header.slice(0, 3),
      ['Fix the potholes first', 'Roads', '-100'],
    ]);
    const item = await csv(
      f,
      `${base}/category/${taxes.id}/subcategory/${f.items.a.id}/comments`,
      `${f.budget.slug}-subcategory-${f.items.a.id}-comments-${today()}.csv`,
    );
    expect(item.map((row) => row.slice(0, 2))).toEqual([
      header.slice(0, 2),
      [`'=HYPERLINK("http://x")`, 'Property tax'],
    ]);
    expect(item[1]![5]).toBe('127.0.0.1');
  });
});

describe('submission exports', () => {
  it("exports one simulation's submissions and several simulations' together", async () => {
    const f = await withActivity();
    const one = await csv(
      f,
      `/api/budget/${f.budget.id}/export`,
      `${f.budget.slug}-submissions-${today()}.csv`,
    );
    expect(one[0]!.slice(0, SUBMISSION_EXPORT_COLUMNS.length)).toEqual(SUBMISSION_EXPORT_COLUMNS);
    // One simulation: its items get columns of their own.
    expect(one[0]!.slice(SUBMISSION_EXPORT_COLUMNS.length)).toContain('Taxes - Property tax');
    const rows = one.slice(1);
    expect(rows.map((row) => [row[1], row[13]])).toEqual([
      // simulation_id, total_expenses of S1, S2, S3.
      [String(f.budget.id), '2300'],
      [String(f.budget.id), '2500'],
      [String(f.budget.id), '2588'],
    ]);

    const second = await insertSimulation(t.db, f.client.id, { name: 'Second', status: 'closed' });
    const both = await csv(
      f,
      `/api/budgets/export?budgets=${f.budget.id},${second.id}`,
      `simulations-submissions-${today()}.csv`,
    );
    expect(both[0]).toEqual(SUBMISSION_EXPORT_COLUMNS);
    expect(both).toHaveLength(4);
    expect((await get(f, '/api/budgets/export?budgets=1,x')).statusCode).toBe(422);
  });
});
