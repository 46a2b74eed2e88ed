import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { budgets } from '@commonpurse/db';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MESSAGES as M,
  type TCategoryAnalytics,
  type TClientAnalytics,
  type TSubcategoryAnalytics,
} from '@commonpurse/domain/analytics';
import { useTestApp } from '../../test/helper.ts';
import { clientWithAdmin } from '../../test/simulations.ts';
import { post } from '../public/fixtures.ts';
import { publicReceipt } from '../public/receipt-fixtures.ts';
import { analyticsSimulation, sharedActivity, type AnalyticsFixture } from './fixtures.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });

const get = (f: AnalyticsFixture, url: string) => t.injectAs(f.admin, { method: 'GET', url });
const json = async <T>(f: AnalyticsFixture, url: string): Promise<T> => {
  const response = await get(f, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};
const close = (value: number) => expect.closeTo(value, 6);

const withActivity = sharedActivity(t);

describe('GET /v1/admin/budgets/{id}/analytics', () => {
  it('counts visits, submissions, time on site, devices, new vs returning, referrers and sources', async () => {
    const f = await withActivity();
    const data = await json<TClientAnalytics>(f, `${f.adminPath}/analytics`);
    expect(data).toMatchObject({
      budget_id: f.budget.id,
      budget_name: f.budget.name,
      client_name: f.client.name,
      status: 'active',
      total_pageviews: 50,
      submission_count: 3,
      // 3 of 50 pageviews: 6 %.
      submission_rate: 6,
      // v1 180 s, 49 visits 60 s: 3,120 / 50.
      average_seconds_on_site: close(62.4),
      reset_all_clicks: 3,
      // Expenses 2,300 + 2,500 + 2,588; revenue 2,520 + 2,540 + 2,600; each over 3.
      average_submitted_expenses: close(7388 / 3),
      average_submitted_revenue: close(7660 / 3),
    });
    // The phone and the tablet are 2 % each: merged into Other.
    expect(data.metrics.device_type).toEqual([
      { label: 'desktop', amount: 48, percentage: 96 },
      { label: 'Other', amount: 2, percentage: 4 },
    ]);
    expect(data.metrics.user_type).toEqual([
      { label: 'New Visitor', amount: 48, percentage: 96 },
      { label: 'Returning Visitor', amount: 2, percentage: 4 },
    ]);
    expect(data.social_networks).toEqual([{ source: 'facebook', amount: 1, percentage: 100 }]);
    expect(data.referrer_paths).toEqual([
      { source: 'facebook.com', sessions: 1, percentage: 2 },
      { source: 'google.com', sessions: 1, percentage: 2 },
      { source: 'news.example.org', sessions: 1, percentage: 2 },
    ]);
    expect(data.sources).toEqual([
      { source: 'direct', amount: 47, percentage: 94 },
      { source: 'search', amount: 1, percentage: 2 },
      { source: 'social', amount: 1, percentage: 2 },
      { source: 'website', amount: 1, percentage: 2 },
    ]);
    // The client has no taxpayer receipt: none of its visits.
    expect(data.taxpayer_receipt_experiences).toBe(0);
  });

  it('reads ages, genders, cities and the demographic sets from the answers and pins', async () => {
    const f = await withActivity();
    const data = await json<TClientAnalytics>(f, `${f.adminPath}/analytics`);
    expect(data.metrics.age).toEqual([
      { label: '18-24 years', amount: 2, percentage: close(200 / 3) },
      { label: '65 or older', amount: 1, percentage: close(100 / 3) },
    ]);
    expect(data.metrics.gender).toEqual([
      { label: 'Man', amount: 1, percentage: 50 },
      { label: 'Woman', amount: 1, percentage: 50 },
    ]);
    expect(data.metrics.city).toEqual([{ label: 'Boulder, CO', amount: 2, percentage: 100 }]);
    expect(data.demographics).toEqual({
      age_range: [
        { value: '18-24 years', total_count: 2, total_percentage: close(200 / 3) },
        { value: '65 or older', total_count: 1, total_percentage: close(100 / 3) },
      ],
      race: [],
      postal_code: [
        { value: '80302', total_count: 2, total_percentage: close(200 / 3) },
        { value: '80301', total_count: 1, total_percentage: close(100 / 3) },
      ],
      gender: [
        { value: 'Man', total_count: 1, total_percentage: 50 },
        { value: 'Woman', total_count: 1, total_percentage: 50 },
      ],
    });
  });

  it('works out every category and item figure, and the top increases and decreases', async () => {
    const f = await withActivity();
    const data = await json<TClientAnalytics>(f, `${f.adminPath}/analytics`);
    const { a, b, c, d, e } = f.items;
    expect(data.categories.map((row) => [row.name, row.type, row.total])).toEqual([
      ['Taxes', 'revenue', 2500],
      ['Services', 'expense', 2500],
    ]);
    const [taxes, services] = data.categories as [
      TClientAnalytics['categories'][0],
      TClientAnalytics['categories'][0],
    ];
    // Taxes per submission: 2,520, 2,540, 2,600 against 2,500. Sessions: v4 +60, v5 -20 (v1 submitted).
    expect(taxes).toMatchObject({
      submissions: 3,
      average_submitted_amount: close(7660 / 3),
      median_submitted_amount: 2540,
      min_submitted_amount: 2520,
      max_submitted_amount: 2600,
      average_amount_increased: close(160 / 3),
      average_amount_decreased: null,
      total_submissions_increased: 3,
      percent_submissions_changed: 100,
      increase_clicks: 5,
      decrease_clicks: 1,
      info_clicks: 1,
      details_clicks: 2,
      open_clicks: 1,
      average_session_increase: 60,
      average_session_decrease: 20,
    });
    // Services per submission: 2,300, 2,500, 2,588. Sessions: v4 D +100, v5 C +12.
    expect(services).toMatchObject({
      average_submitted_amount: close(7388 / 3),
      median_submitted_amount: 2500,
      min_submitted_amount: 2300,
      max_submitted_amount: 2588,
      average_amount_increased: 88,
      average_amount_decreased: 200,
      increase_decrease_difference: -112,
      total_submissions_increased: 1,
      total_submissions_decreased: 1,
      total_submissions_unchanged: 1,
      percent_submissions_changed: close(200 / 3),
      increase_clicks: 2,
      decrease_clicks: 1,
      average_session_increase: 56,
      average_session_decrease: null,
      sessions_changed: 2,
    });
    expect(taxes.subcategories.map((row) => row.id)).toEqual([a.id, b.id]);
    expect(services.subcategories.map((row) => row.id)).toEqual([c.id, d.id, e.id]);
    expect(taxes.subcategories[0]).toMatchObject({
      name: 'Property tax',
      amount: 2000,
      average_submitted_amount: close(6160 / 3),
      median_submitted_amount: 2040,
      min_submitted_amount: 2020,
      max_submitted_amount: 2100,
      average_amount_increased: close(160 / 3),
      total_submissions_changed: 3,
      increase_clicks: 5,
      decrease_clicks: 1,
      increase_clicks_percent: close(500 / 6),
      decrease_clicks_percent: close(100 / 6),
      average_session_increase: 60,
      average_session_decrease: 20,
    });
    expect(services.subcategories[1]).toMatchObject({
      name: 'Roads',
      average_submitted_amount: 1200,
      average_amount_increased: 100,
      average_amount_decreased: 100,
      increase_decrease_difference: 0,
      total_submissions_unchanged: 1,
      percent_submissions_changed: close(200 / 3),
      increase_clicks: 2,
      decrease_clicks: 1,
      average_session_increase: 100,
      average_session_decrease: null,
    });
    // Library hours: Cut (0) once, kept at 100 twice.
    expect(services.subcategories[2]).toMatchObject({
      average_submitted_amount: close(200 / 3),
      min_submitted_amount: 0,
      total_submissions_decreased: 1,
      average_amount_decreased: 100,
    });
    expect(data.top_categories_increased).toEqual({
      expense: [],
      revenue: [{ id: taxes.id, name: 'Taxes', change: close(160 / 3) }],
    });
    expect(data.top_categories_decreased).toEqual({
      expense: [{ id: services.id, name: 'Services', change: close(-112 / 3) }],
      revenue: [],
    });
  });

  it('has no data for a New simulation, 404 for another client, 403 without analytics', async () => {
    const fresh = await analyticsSimulation(t, { budget: { status: 'new', activated_at: null } });
    const data = await json<TClientAnalytics>(fresh, `${fresh.adminPath}/analytics`);
    expect(data).toMatchObject({
      status: 'new',
      total_pageviews: 0,
      submission_count: 0,
      submission_rate: null,
    });
    expect(data.categories[0]).toMatchObject({
      submissions: 0,
      average_submitted_amount: null,
      increase_clicks: 0,
    });

    const f = await withActivity();
    const { admin } = await clientWithAdmin(t);
    for (const url of [
      `${f.adminPath}/analytics`,
      `${f.adminPath}/categories/${f.categories.taxes.id}/analytics`,
      `${f.adminPath}/comments`,
      `${f.adminPath}/comments/export`,
      `${f.adminPath}/submissions/locations`,
    ]) {
      const response = await t.injectAs(admin, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    const locked = await analyticsSimulation(t, { client: { analytics: false } });
    const refused = await get(locked, `${locked.adminPath}/analytics`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: M.analyticsDisabled });
    expect((await t.app.inject({ method: 'GET', url: `${f.adminPath}/analytics` })).statusCode).toBe(401);
  });
});

describe('category and subcategory analytics', () => {
  it("answers one category with its subcategories and comments; another simulation's category is 404", async () => {
    const f = await withActivity();
    const data = await json<TCategoryAnalytics>(
      f,
      `${f.adminPath}/categories/${f.categories.services.id}/analytics`,
    );
    expect(data).toMatchObject({
      name: 'Services',
      budget_name: f.budget.name,
      average_amount_decreased: 200,
      average_session_increase: 56,
      increase_clicks: 2,
    });
    expect(data.subcategories).toHaveLength(3);
    expect(data.comments).toEqual([
      {
        subcategory_id: f.items.d.id,
        name: 'Roads',
        text: 'Fix the potholes first',
        timestamp: expect.any(String),
      },
    ]);
    const other = await analyticsSimulation(t);
    const foreign = await get(f, `${f.adminPath}/categories/${other.categories.taxes.id}/analytics`);
    expect(foreign.statusCode).toBe(404);
  });

  it('answers a subcategory with its scenario options submitted and clicked', async () => {
    const f = await withActivity();
    const { services } = f.categories;
    const data = await json<TSubcategoryAnalytics>(
      f,
      `${f.adminPath}/categories/${services.id}/subcategories/${f.items.e.id}/analytics`,
    );
    expect(data).toMatchObject({
      id: f.items.e.id,
      category_id: services.id,
      category_name: 'Services',
      custom_question_text: 'Keep the library open on Sundays?',
      total_submissions_decreased: 1,
      total_submissions_unchanged: 2,
      comments: [],
    });
    // Submitted: Keep twice (the default), Cut once. Clicked: Keep 2, Cut 1 + 1.
    expect(data.question_options).toEqual([
      {
        id: '1',
        title: 'Keep',
        submitted_count: 2,
        submitted_percentage: close(200 / 3),
        clicked_count: 2,
        clicked_percentage: 50,
      },
      {
        id: '2',
        title: 'Cut',
        submitted_count: 1,
        submitted_percentage: close(100 / 3),
        clicked_count: 2,
        clicked_percentage: 50,
      },
    ]);
    const roads = await json<TSubcategoryAnalytics>(
      f,
      `${f.adminPath}/categories/${services.id}/subcategories/${f.items.d.id}/analytics`,
    );
    expect(roads).toMatchObject({
      custom_question_text: null,
      question_options: [],
      percent_submissions_changed: close(200 / 3),
    });
    expect(roads.comments).toEqual([{ text: 'Fix the potholes first', timestamp: expect.any(String) }]);
    const wrongCategory = await get(
      f,
      `${f.adminPath}/categories/${f.categories.taxes.id}/subcategories/${f.items.d.id}/analytics`,
    );
    expect(wrongCategory.statusCode).toBe(404);
  });
});

describe('comments and locations', () => {
  it('lists comments newest first with the change and the IP, and exports them as safe CSV', async () => {
    const f = await withActivity();
    const response = await get(f, `${f.adminPath}/comments`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: Record<string, unknown>[]; meta: object }>();
    expect(page.meta).toEqual({ total: 3, page: 1, per_page: 10 });
    expect(
      page.data.map(({ comment, name, difference_amount, rank, ip_address }) => ({
        comment,
        name,
        difference_amount,
        rank,
        ip_address,
      })),
    ).toEqual([
      {
        comment: '=HYPERLINK("http://x")',
        name: 'Property tax',
        difference_amount: 100,
        rank: null,
        ip_address: '127.0.0.1',
      },
      {
        comment: 'Thanks for asking',
        name: null,
        difference_amount: null,
        rank: null,
        ip_address: '127.0.0.1',
      },
      {
        comment: 'Fix the potholes first',
        name: 'Roads',
        difference_amount: -100,
        rank: null,
        ip_address: '127.0.0.1',
      },
    ]);

    const csv = await get(f, `${f.adminPath}/comments/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${f.budget.slug}-comments.csv"`);
    const rows = parse(csv.body) as string[][];
    expect(rows[0]).toEqual(['comment', 'name', 'difference_amount', 'rank', 'created_at', 'ip_address']);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      [`'=HYPERLINK("http://x")`, 'Property tax', '100', ''],
      ['Thanks for asking', '', '', ''],
      ['Fix the potholes first', 'Roads', '-100', ''],
    ]);
  });

  it('pages by 10 and hides IP addresses when the client suppresses them', async () => {
    const f = await analyticsSimulation(t, { client: { suppress_ips: true } });
    const comments = Array.from({ length: 12 }, (_, i) => ({ text: `Idea ${i + 1}` }));
    const submitted = await post(t, `${f.path}/submissions`, {
      items: [],
      answers: [{ question_id: f.questions.entry.id, value: 'north' }],
      comments,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const first = (await get(f, `${f.adminPath}/comments`)).json();
    expect(first.meta).toEqual({ total: 12, page: 1, per_page: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).not.toHaveProperty('ip_address');
    // One statement stored them all at the same time: newest first is the last stored first.
    expect(first.data[0].comment).toBe('Idea 12');
    const second = (await get(f, `${f.adminPath}/comments?page=2`)).json();
    expect(second.data.map((row: { comment: string }) => row.comment)).toEqual(['Idea 2', 'Idea 1']);
    const csv = await get(f, `${f.adminPath}/comments/export`);
    expect((parse(csv.body) as string[][])[0]).toEqual([
      'comment',
      'name',
      'difference_amount',
      'rank',
      'created_at',
    ]);
  });

  it("answers the submissions' pins, newest first; 403 without custom location maps", async () => {
    const f = await withActivity();
    const response = await get(f, `${f.adminPath}/submissions/locations`);
    expect(response.statusCode, response.body).toBe(200);
    const markers = response.json().data;
    expect(markers).toHaveLength(2);
    expect(markers[0]).toMatchObject({
      lat: 40.015,
      lng: -105.27,
      postal_code: '80302',
      city: 'Boulder, CO',
    });
    expect(markers[0].submission_id).toBeGreaterThan(markers[1].submission_id);

    const locked = await analyticsSimulation(t, { client: { is_custom_location_maps_enabled: false } });
    const refused = await get(locked, `${locked.adminPath}/submissions/locations`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: M.locationMapsDisabled });
  });
});

describe('GET /v1/admin/dashboard', () => {
  it("lists the client's simulations but New ones and answers the chosen one's analytics", async () => {
    const f = await withActivity();
    const data = await json<{ budgets: { id: number }[]; analytics: TClientAnalytics | null }>(
      f,
      '/v1/admin/dashboard',
    );
    expect(data.budgets.map((b) => b.id)).toEqual([f.budget.id]);
    expect(data.analytics).toMatchObject({ budget_id: f.budget.id, submission_count: 3 });
    const fresh = await analyticsSimulation(t, { budget: { status: 'new', activated_at: null } });
    expect(await json(fresh, '/v1/admin/dashboard')).toEqual({ budgets: [], analytics: null });
    expect((await get(fresh, `/v1/admin/dashboard?budget_id=${fresh.budget.id}`)).statusCode).toBe(404);
  });

  it("counts every visit of the client's taxpayer receipts as its receipt experiences", async () => {
    const f = await analyticsSimulation(t);
    const visit = async (path: string, query = '') => {
      const response = await post(t, `${path}/visits${query}`, {});
      expect(response.statusCode, response.body).toBe(201);
    };
    // Receipt A (Active): 3 visits. Receipt B: 2 visits while Active, then deactivated (they still count).
    const a = await publicReceipt(t, { client: f.client });
    for (let i = 0; i < 3; i += 1) await visit(a.path);
    const b = await publicReceipt(t, { client: f.client });
    for (let i = 0; i < 2; i += 1) await visit(b.path);
    await t.db.update(budgets).set({ status: 'inactive' }).where(eq(budgets.id, b.budget.id));
    // A preview of New receipt C stores nothing; another client's receipt (4 visits) is not this client's;
    // the simulation's own visit is not a receipt visit.
    const c = await publicReceipt(t, { client: f.client, budget: { status: 'new', activated_at: null } });
    await visit(c.path, `?preview=${await t.app.previewTokens.tokenFor(c.budget.id)}`);
    const other = await publicReceipt(t);
    for (let i = 0; i < 4; i += 1) await visit(other.path);
    await visit(f.path);
    // 3 (A) + 2 (B) = 5, on the dashboard and on each simulation's analytics alike.
    const dashboard = await json<{ analytics: TClientAnalytics }>(f, '/v1/admin/dashboard');
    expect(dashboard.analytics.taxpayer_receipt_experiences).toBe(5);
    const analytics = await json<TClientAnalytics>(f, `${f.adminPath}/analytics`);
    expect(analytics).toMatchObject({ taxpayer_receipt_experiences: 5, total_pageviews: 1 });
    // Receipts are not simulations: the selector lists the simulation alone.
    const selector = await json<{ budgets: { id: number }[] }>(f, '/v1/admin/dashboard');
    expect(selector.budgets.map((row) => row.id)).toEqual([f.budget.id]);
  });
});
