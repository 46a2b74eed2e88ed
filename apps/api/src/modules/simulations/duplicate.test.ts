import { describe, expect, it } from 'vitest';
import { budgetStrings, budgetQuestions, impacts, impactSubcategories } from '@commonpurse/db';
import { SIMULATION_MESSAGES } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
  insertSubmissions,
} from '../../test/simulations.ts';

const t = useTestApp();

const ALL_INCLUDES =
  'strings,revenue,revenue.subcategories,revenue.subcategories.impactSubcategories,expenses,' +
  'expenses.subcategories,expenses.subcategories.impactSubcategories,demographics,impacts';

const duplicate = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  t.injectAs(user, { method: 'POST', url: `/v1/admin/budgets/${id}/duplicate`, payload });
const fullView = async (user: TestUser, id: number) =>
  (
    await t.injectAs(user, {
      method: 'GET',
      url: `/v1/admin/budgets/${id}`,
      query: { include: ALL_INCLUDES },
    })
  ).json().data;

interface SubcategoryJson {
  id: number;
  name: string;
  customized_question_json: { options: { links: { budget_subcategory_id: number }[] }[] } | null;
  impact_subcategories: { impact_id: number; budget_subcategory_id: number }[];
}
interface CategoryJson {
  subcategories: SubcategoryJson[];
}

const ID_KEYS = new Set(['id', 'budget_id', 'budget_category_id', 'impact_id', 'budget_subcategory_id']);
const VOLATILE = new Set(['created_at', 'updated_at', 'formatted_updated_at', 'status_at', 'preview_url']);

/** The view without ids and timestamps: what a faithful copy must reproduce exactly. */
function content(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(content);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !ID_KEYS.has(key) && !VOLATILE.has(key))
      .map(([key, inner]) => [key, content(inner)]),
  );
}

/** A simulation with every kind of child, built with direct inserts. */
async function richSimulation(clientId: number) {
  const budget = await insertSimulation(t.db, clientId, {
    name: 'Source',
    slug: 'source',
    status: 'active',
    activated_at: new Date(),
    is_discoverable: true,
    description: 'The original',
    adjustment: 2500,
    map_enabled: true,
    map_center_lat: 45.5,
    map_center_lng: -122.6,
    map_zoom_level: 12,
    map_height: 640,
    map_shape_color: '#112233',
    geojson: '{"type":"FeatureCollection","features":[]}',
    header_image_url: 'https://cdn.example/header.png',
    configuration_json: { currency_prefix: '€' },
    custom_header_html: '<p>Hello</p>',
  });
  const parks = await insertCategory(t.db, budget.id, 'expense', { name: 'Parks', display_order: 1 });
  const police = await insertCategory(t.db, budget.id, 'expense', { name: 'Police', display_order: 0 });
  const taxes = await insertCategory(t.db, budget.id, 'revenue', { name: 'Taxes', tour_order: 2 });
  const trees = await insertSubcategory(t.db, parks.id, { name: 'Trees', display_order: 2, amount: 120.25 });
  const paths = await insertSubcategory(t.db, parks.id, { name: 'Paths', display_order: 1, rate: 0.5 });
  const patrols = await insertSubcategory(t.db, police.id, { name: 'Patrols', alert_type: 'increase' });
  await insertSubcategory(t.db, taxes.id, {
    name: 'Levy',
    customized_question_json: {
      name: 'Parks levy',
      type: 'dedicated',
      options: [
        {
          id: 'a',
          title: 'Yes',
          value: 10,
          links: [{ id: 'l1', option_id: 'a', budget_subcategory_id: trees.id }],
        },
        {
          id: 'b',
          title: 'No',
          value: 0,
          links: [{ id: 'l2', option_id: 'b', budget_subcategory_id: paths.id }],
        },
      ],
    },
  });
  const [first, second] = await t.db
    .insert(impacts)
    .values([
      { budget_id: budget.id, name: 'Trees planted', target: 50, display_order: 0 },
      { budget_id: budget.id, name: 'Response time', suffix: ' min', display_order: 1 },
    ])
    .returning();
  await t.db.insert(impactSubcategories).values([
    { impact_id: first?.id ?? 0, budget_subcategory_id: trees.id, multiplier: 0.01 },
    { impact_id: second?.id ?? 0, budget_subcategory_id: patrols.id, multiplier: -0.5 },
  ]);
  await t.db.insert(budgetStrings).values([
    { budget_id: budget.id, token: 'submit', content: 'Send it' },
    { budget_id: budget.id, token: 'entry_title', content: 'Balance Riverton' },
  ]);
  await t.db.insert(budgetQuestions).values({
    budget_id: budget.id,
    name: 'Which neighbourhood?',
    slug: 'neighbourhood',
    type: 'select',
    options_config: [
      { id: '1', label: 'North', value: 'north' },
      { id: '2', label: 'South', value: 'south' },
    ],
  });
  await insertSubmissions(t.db, budget.id, 2);
  return budget;
}

describe('POST /v1/admin/budgets/{id}/duplicate', () => {
  it('copies everything into a New simulation with new ids', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const source = await richSimulation(client.id);
    const response = await duplicate(admin, source.id, { name: 'Copy', locale: 'es' });
    expect(response.statusCode).toBe(201);
    const { data: created } = response.json();
    expect(created).toMatchObject({
      name: 'Copy',
      locale: 'es',
      status: 'new',
      slug: null,
      is_discoverable: false,
      activated_at: null,
      client_id: client.id,
      submissions: 0,
    });

    const original = await fullView(admin, source.id);
    const copy = await fullView(admin, created.id);
    expect(content(copy)).toEqual(
      content({
        ...original,
        name: 'Copy',
        locale: 'es',
        status: 'new',
        slug: null,
        is_discoverable: false,
        activated_at: null,
        submissions: 0,
        can_preview: false,
        can_publish: false,
        preview_refusal: copy.preview_refusal,
        public_url: null,
      }),
    );

    // Ids are new and the references between the copies point at the copies.
    const subcategories: SubcategoryJson[] = [...copy.expenses, ...copy.revenue].flatMap(
      (c: CategoryJson) => c.subcategories,
    );
    const originalIds = [...original.expenses, ...original.revenue].flatMap((c: CategoryJson) =>
      c.subcategories.map((s) => s.id),
    );
    expect(subcategories.some((s) => originalIds.includes(s.id))).toBe(false);
    const byName = (name: string) => {
      const found = subcategories.find((s) => s.name === name);
      if (!found) throw new Error(`No copied subcategory ${name}`);
      return found;
    };
    const links = byName('Levy').customized_question_json?.options.map(
      (o) => o.links[0]?.budget_subcategory_id,
    );
    expect(links).toEqual([byName('Trees').id, byName('Paths').id]);
    const impactIds = copy.impacts.map((i: { id: number }) => i.id);
    expect(byName('Trees').impact_subcategories).toEqual([
      expect.objectContaining({ impact_id: impactIds[0], budget_subcategory_id: byName('Trees').id }),
    ]);
    expect(byName('Patrols').impact_subcategories[0]?.impact_id).toBe(impactIds[1]);
  });

  it("copies another client's template into the caller's client, and refuses its non-template", async () => {
    const { client: owner } = await clientWithAdmin(t);
    const template = await richSimulation(owner.id);
    const hidden = await insertSimulation(t.db, owner.id);
    const { client, admin } = await clientWithAdmin(t);
    const response = await duplicate(admin, template.id, {
      name: 'From template',
      locale: 'en_US',
      clientId: owner.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.client_id).toBe(client.id);
    expect((await fullView(admin, response.json().data.id)).expenses).toHaveLength(2);

    const refused = await duplicate(admin, hidden.id, { name: 'Nope', locale: 'en_US' });
    expect(refused.statusCode).toBe(404);
    // A template is read through the templates list and copied, never opened or edited.
    const opened = await t.injectAs(admin, { method: 'GET', url: `/v1/admin/budgets/${template.id}` });
    expect(opened.statusCode).toBe(404);
  });

  it('checks the capabilities the copy needs', async () => {
    const { client: owner } = await clientWithAdmin(t);
    const pb = await insertSimulation(t.db, owner.id, { is_pb: true, is_discoverable: true });
    const housing = await insertSimulation(t.db, owner.id, { mode: 'housing', is_discoverable: true });
    const { admin } = await clientWithAdmin(t, { is_pb_enabled: false, simulation_mode_housing: false });
    const pbCopy = await duplicate(admin, pb.id, { name: 'PB copy', locale: 'en_US' });
    expect(pbCopy.statusCode).toBe(403);
    expect(pbCopy.json().errors).toEqual({ is_pb: [SIMULATION_MESSAGES.pbNotEnabled] });
    const housingCopy = await duplicate(admin, housing.id, { name: 'Housing copy', locale: 'en_US' });
    expect(housingCopy.json().errors).toEqual({ mode: [SIMULATION_MESSAGES.housingModeNotAllowed] });
  });

  it('validates the name and language', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const source = await insertSimulation(t.db, client.id);
    const response = await duplicate(admin, source.id, { name: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: [SIMULATION_MESSAGES.nameTooShort],
      locale: [SIMULATION_MESSAGES.localeRequired],
    });
  });
});
