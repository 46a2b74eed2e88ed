import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  budgetCategories,
  budgetQuestions,
  budgetSubcategories,
  impacts,
  impactSubcategories,
  subcategoryLinks,
} from '@commonpurse/db';
import { TOUR_MORE_INFO_KEY } from '@commonpurse/domain';
import { PUBLIC_MESSAGES as M, ZPublicSimulation, type TPublicSimulation } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import type { insertClient } from '../../test/simulations.ts';
import { insertQuestion } from '../questions/fixtures.ts';
import { publicSimulation, setText, type PublicFixture } from './fixtures.ts';

const t = useTestApp();

const SQUARE = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [0, 1],
      [1, 1],
      [0, 0],
    ],
  ],
});

const open = (path: string) => t.app.inject({ method: 'GET', url: path });
const dataOf = (f: PublicFixture, query = '') =>
  open(`${f.pagePath}${query}`).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TPublicSimulation }>().data;
  });

/** A simulation with every part the page shows: rich texts, units, texts, impacts, tour and map. */
async function fullSimulation(client: Parameters<typeof insertClient>[1] = {}) {
  const f = await publicSimulation(t, {
    client: {
      logo_url: 'https://cdn.example/logo.png',
      logo_outbound_link: 'https://city.example',
      ...client,
    },
    budget: {
      description: 'Staff notes: do not publish',
      status_at: new Date(),
      entry_screen_introduction_text: '<p onclick="steal()">Welcome</p><script>alert(1)</script>',
      map_enabled: true,
      geojson: SQUARE,
      map_zoom_level: 12,
      configuration_json: { currency_prefix: '$', number_suffix: ' homes', [TOUR_MORE_INFO_KEY]: true },
    },
  });
  const { a, c, d, e } = f.items;
  await t.db
    .update(budgetSubcategories)
    .set({ additional_details: '<b>Bold</b><img src="x" onerror="steal()">', in_tour: true, geojson: SQUARE })
    .where(eq(budgetSubcategories.id, c.id));
  await t.db
    .update(budgetSubcategories)
    .set({ customized_question_json: { name: '', options: 'broken' } })
    .where(eq(budgetSubcategories.id, d.id));
  await t.db
    .update(budgetCategories)
    .set({ tour_order: 0 })
    .where(eq(budgetCategories.id, f.categories.services.id));
  await t.db
    .update(budgetCategories)
    .set({ is_locked: true })
    .where(eq(budgetCategories.id, f.categories.taxes.id));
  await insertQuestion(t.db, f.budget.id, { name: 'Hidden question', is_enabled: false });
  const [impact] = await t.db
    .insert(impacts)
    .values({
      budget_id: f.budget.id,
      name: 'Trees planted',
      additional_details: '<script>x()</script><i>per $</i>',
    })
    .returning();
  await t.db.insert(impactSubcategories).values([
    { impact_id: impact!.id, budget_subcategory_id: c.id, multiplier: 0.5 },
    { impact_id: impact!.id, budget_subcategory_id: a.id, multiplier: 2 },
  ]);
  await t.db.insert(subcategoryLinks).values([
    { budget_id: f.budget.id, target_budget_subcategory_id: c.id },
    { budget_id: f.budget.id, target_budget_subcategory_id: e.id },
  ]);
  await setText(t.db, f.budget.id, 'submit', 'Send my budget');
  return { ...f, impactId: impact!.id };
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, found));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      found.add(key);
      keysOf(item, found);
    }
  return found;
}

describe('GET /v1/public/sites/{subdomain}/budgets/{slug}', () => {
  it('answers everything the page needs, in order, cached briefly', async () => {
    const f = await fullSimulation();
    const response = await open(f.pagePath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const data = response.json<{ data: TPublicSimulation }>().data;
    expect(ZPublicSimulation.safeParse(data).success).toBe(true);
    const { a, b, c, d, e } = f.items;
    expect(data).toMatchObject({
      id: f.budget.id,
      slug: f.budget.slug,
      preview: false,
      submissions_available: true,
      client: {
        name: f.client.name,
        subdomain: f.client.subdomain,
        logo_url: 'https://cdn.example/logo.png',
        logo_outbound_link: 'https://city.example',
      },
      units: { currency_prefix: '$', currency_suffix: null, number_prefix: null, number_suffix: ' homes' },
      texts: { submit: 'Send my budget' },
    });
    expect(
      data.revenue.map((category) => category.subcategories.map((item) => [item.id, item.is_locked])),
    ).toEqual([
      // The category's lock locks its items.
      [
        [a.id, true],
        [b.id, true],
      ],
    ]);
    const spending = data.expenses[0]!.subcategories;
    expect(spending.map((item) => item.id)).toEqual([c.id, d.id, e.id]);
    // An invalid stored scenario question is left out; a valid one is the page's.
    expect(spending[1]!.question).toBeNull();
    expect(spending[2]!.question).toMatchObject({
      type: null,
      allow_multiple: false,
      options: [
        { id: 1, title: 'Keep', value: 0, default: true },
        { id: 2, title: 'Cut', value: -100, default: false },
      ],
    });
    expect(data.questions.map((question) => [question.id, question.options])).toEqual([
      [
        f.questions.entry.id,
        [
          { label: 'North', value: 'north' },
          { label: 'South', value: 'south' },
        ],
      ],
      [f.questions.exit.id, null],
    ]);
    expect(data.impacts).toEqual([
      expect.objectContaining({
        id: f.impactId,
        name: 'Trees planted',
        multipliers: [
          { budget_subcategory_id: Math.min(a.id, c.id), multiplier: a.id < c.id ? 2 : 0.5 },
          { budget_subcategory_id: Math.max(a.id, c.id), multiplier: a.id < c.id ? 0.5 : 2 },
        ],
      }),
    ]);
    expect(data.tour).toEqual({
      show_details: true,
      steps: [{ category_id: f.categories.services.id, subcategory_ids: [c.id] }],
    });
    expect(data.map).toMatchObject({
      geojson: SQUARE,
      zoom: 12,
      links: [{ budget_subcategory_id: c.id, geojson: SQUARE }],
    });
  });

  it('sanitizes rich text again as it is read', async () => {
    const f = await fullSimulation();
    const data = await dataOf(f);
    expect(data.entry_screen_introduction_text).toBe('<p>Welcome</p>');
    expect(data.expenses[0]!.subcategories[0]!.additional_details).toBe('<b>Bold</b><img src="x" />');
    expect(data.impacts[0]!.additional_details).toBe('<i>per $</i>');
  });

  it('holds nothing staff-only', async () => {
    const f = await fullSimulation();
    const response = await open(f.pagePath);
    const keys = keysOf(response.json());
    for (const key of [
      'client_id',
      'external_reporting_api_token',
      'status',
      'status_at',
      'activated_at',
      'created_at',
      'updated_at',
      'is_discoverable',
      'configuration_json',
      'max_submissions',
      'suppress_ips',
      'header_image_path',
      'image_path',
      'standardized_subcategory_id',
      'is_enabled',
      'slug_config',
      'submissions',
    ])
      expect(keys, key).not.toContain(key);
    // The admin's description of the simulation (impacts and scenario questions have their own, public).
    expect(Object.keys(response.json().data)).not.toContain('description');
    expect(response.body).not.toContain(f.client.external_reporting_api_token);
    expect(response.body).not.toContain('Staff notes');
    expect(response.body).not.toContain('Hidden question');
  });

  it("leaves out the tour, the map and impacts without the client's capabilities", async () => {
    const f = await fullSimulation({ guided_tour: false, simulation_map: false, impacts_enabled: false });
    const data = await dataOf(f);
    expect(data).toMatchObject({ tour: null, map: null, impacts: [] });
  });

  it('matches the subdomain and slug whatever their case', async () => {
    const f = await publicSimulation(t);
    const response = await open(
      `/v1/public/sites/${f.client.subdomain.toUpperCase()}/budgets/${f.budget.slug!.toUpperCase()}`,
    );
    expect(response.statusCode).toBe(200);
  });

  it("answers 404, never cached, for Inactive, Archived, New, unknown and other clients' simulations", async () => {
    const other = await publicSimulation(t);
    const cases: string[] = [];
    for (const status of ['inactive', 'archived', 'new', 'closed']) {
      const f = await publicSimulation(t, { budget: { status } });
      cases.push(f.pagePath);
    }
    const f = await publicSimulation(t);
    const newOne = await publicSimulation(t, { budget: { status: 'new' } });
    const token = await t.app.previewTokens.tokenFor(newOne.budget.id);
    cases.push(
      `/v1/public/sites/${f.client.subdomain}/budgets/no-such-slug`,
      `/v1/public/sites/no-such-client/budgets/${f.budget.slug}`,
      `/v1/public/sites/${other.client.subdomain}/budgets/${f.budget.slug}`,
      `${newOne.pagePath}?preview=wrong-token`,
      `${f.pagePath.replace(f.budget.slug!, newOne.budget.slug!)}?preview=${token}`,
    );
    const foreignToken = await t.app.previewTokens.tokenFor(f.budget.id);
    cases.push(`${newOne.pagePath}?preview=${foreignToken}`);
    for (const path of cases) {
      const response = await open(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: M.notAvailable });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('shows a New simulation with its preview token, marked and never cached', async () => {
    const f = await publicSimulation(t, { budget: { status: 'new' } });
    const token = await t.app.previewTokens.tokenFor(f.budget.id);
    const response = await open(`${f.pagePath}?preview=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data.preview).toBe(true);
    const archived = await publicSimulation(t, { budget: { status: 'archived' } });
    const archivedToken = await t.app.previewTokens.tokenFor(archived.budget.id);
    expect((await open(`${archived.pagePath}?preview=${archivedToken}`)).statusCode).toBe(404);
  });

  it('shows only enabled questions', async () => {
    const f = await publicSimulation(t);
    await t.db
      .update(budgetQuestions)
      .set({ is_enabled: false })
      .where(eq(budgetQuestions.id, f.questions.exit.id));
    expect((await dataOf(f)).questions.map((question) => question.id)).toEqual([f.questions.entry.id]);
  });
});

describe('/docs', () => {
  it('documents the public routes, none with a bearer token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<
      string,
      Record<string, { security?: unknown; tags?: string[] }>
    >;
    const operations = [
      ['/v1/public/sites/{subdomain}/budgets/{slug}', 'get'],
      ['/v1/public/budgets/{id}/visits', 'post'],
      ['/v1/public/budgets/{id}/clicks', 'post'],
      ['/v1/public/budgets/{id}/submissions', 'post'],
    ] as const;
    for (const [path, method] of operations) {
      const operation = paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation!.tags).toEqual(['public']);
      expect(operation!.security).toBeUndefined();
    }
  });
});
