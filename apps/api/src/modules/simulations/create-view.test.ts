import { describe, expect, it } from 'vitest';
import { budgetStrings, budgetQuestions, impacts, impactSubcategories } from '@commonpurse/db';
import { SIMULATION_MESSAGES, UNCATEGORIZED_CATEGORY_NAME } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';

const t = useTestApp();

const create = (user: TestUser, payload: Record<string, unknown>) =>
  t.injectAs(user, { method: 'POST', url: '/v1/admin/budgets', payload });
const view = (user: TestUser, id: number, include?: string) =>
  t.injectAs(user, {
    method: 'GET',
    url: `/v1/admin/budgets/${id}`,
    query: include === undefined ? {} : { include },
  });

describe('POST /v1/admin/budgets', () => {
  it('creates a New simulation in budget mode by default', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const response = await create(admin, { name: 'Budget 2027', locale: 'fr' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      client_id: client.id,
      name: 'Budget 2027',
      locale: 'fr',
      status: 'new',
      mode: 'budget',
      is_pb: false,
      slug: null,
      can_preview: false,
      activated_at: null,
    });
  });

  it('defaults to housing when only housing is allowed, and checks each mode against its capability', async () => {
    const { admin } = await clientWithAdmin(t, {
      simulation_mode_budget: false,
      simulation_mode_housing: true,
    });
    expect((await create(admin, { name: 'Homes', locale: 'en_US' })).json().data.mode).toBe('housing');
    const budget = await create(admin, { name: 'Money', locale: 'en_US', mode: 'budget' });
    expect(budget.statusCode).toBe(403);
    expect(budget.json()).toEqual({
      message: SIMULATION_MESSAGES.budgetModeNotAllowed,
      errors: { mode: [SIMULATION_MESSAGES.budgetModeNotAllowed] },
    });

    const { admin: budgetOnly } = await clientWithAdmin(t, { simulation_mode_housing: false });
    const housing = await create(budgetOnly, { name: 'Homes', locale: 'en_US', mode: 'housing' });
    expect(housing.statusCode).toBe(403);
    expect(housing.json().errors).toEqual({ mode: [SIMULATION_MESSAGES.housingModeNotAllowed] });
    const climate = await create(budgetOnly, { name: 'Climate', locale: 'en_US', mode: 'climate' });
    expect(climate.statusCode).toBe(422);
    expect(climate.json().errors).toEqual({ mode: [SIMULATION_MESSAGES.modeNotForSimulation] });
  });

  it("creates a prioritization in budget mode with its 'Uncategorized' expense category", async () => {
    const { admin } = await clientWithAdmin(t);
    const response = await create(admin, { name: 'Parks projects', locale: 'en_US', is_pb: true });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ is_pb: true, mode: 'budget' });
    const { expenses } = (await view(admin, data.id, 'expenses')).json().data;
    expect(expenses).toEqual([
      expect.objectContaining({ name: UNCATEGORIZED_CATEGORY_NAME, type: 'expense', subcategories: [] }),
    ]);
  });

  it('refuses a prioritization without the capability', async () => {
    const response = await create(t.users.countyAdmin, { name: 'Projects', locale: 'en_US', is_pb: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual({ is_pb: [SIMULATION_MESSAGES.pbNotEnabled] });
  });

  it.each([
    [{ locale: 'en_US' }, { name: [SIMULATION_MESSAGES.nameRequired] }],
    [{ name: '  ', locale: 'en_US' }, { name: [SIMULATION_MESSAGES.nameRequired] }],
    [{ name: 'A', locale: 'en_US' }, { name: [SIMULATION_MESSAGES.nameTooShort] }],
    [{ name: 'x'.repeat(251), locale: 'en_US' }, { name: [SIMULATION_MESSAGES.nameTooLong] }],
    [{ name: 'Budget' }, { locale: [SIMULATION_MESSAGES.localeRequired] }],
  ])('answers the spec messages for %j', async (payload, errors) => {
    const response = await create(t.users.demoAdmin, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors });
  });
});

describe('GET /v1/admin/budgets/{id}', () => {
  it('answers the simulation with the children named in include=, in display order', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id, { adjustment: 1234.5 });
    const second = await insertCategory(t.db, budget.id, 'expense', { name: 'Parks', display_order: 2 });
    const first = await insertCategory(t.db, budget.id, 'expense', { name: 'Police', display_order: 1 });
    const revenue = await insertCategory(t.db, budget.id, 'revenue', { name: 'Taxes' });
    const later = await insertSubcategory(t.db, first.id, {
      name: 'Patrols',
      display_order: 5,
      amount: 99.95,
    });
    const earlier = await insertSubcategory(t.db, first.id, { name: 'Training', display_order: 1 });
    const tax = await insertSubcategory(t.db, revenue.id, { name: 'Property tax', amount: 5_000_000 });
    const [impact] = await t.db
      .insert(impacts)
      .values({ budget_id: budget.id, name: 'Trees planted', target: 100 })
      .returning();
    await t.db
      .insert(impactSubcategories)
      .values({ impact_id: impact?.id ?? 0, budget_subcategory_id: tax.id, multiplier: 0.25 });
    await t.db.insert(budgetStrings).values({ budget_id: budget.id, token: 'submit', content: 'Send' });
    await t.db
      .insert(budgetQuestions)
      .values({ budget_id: budget.id, name: 'Your age?', slug: 'age', type: 'text' });

    const bare = (await view(admin, budget.id)).json().data;
    expect(bare).toMatchObject({ id: budget.id, adjustment: 1234.5, configuration_json: {} });
    for (const key of ['strings', 'revenue', 'expenses', 'demographics', 'impacts', 'header_image_path'])
      expect(bare).not.toHaveProperty(key);

    const response = await view(
      admin,
      budget.id,
      'strings,revenue,revenue.subcategories,expenses,expenses.subcategories,demographics,impacts,revenue.subcategories.impactSubcategories',
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.expenses.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
    expect(data.expenses[0].subcategories.map((s: { id: number }) => s.id)).toEqual([earlier.id, later.id]);
    expect(data.expenses[0].subcategories[1]).toMatchObject({ amount: 99.95, ceiling_amount: 0 });
    expect(data.expenses[0].subcategories[1]).not.toHaveProperty('impact_subcategories');
    expect(data.revenue[0].subcategories[0]).toMatchObject({
      amount: 5_000_000,
      impact_subcategories: [
        { id: expect.any(Number), impact_id: impact?.id, budget_subcategory_id: tax.id, multiplier: 0.25 },
      ],
    });
    expect(data.strings).toEqual([{ id: expect.any(Number), token: 'submit', content: 'Send' }]);
    expect(data.demographics).toEqual([expect.objectContaining({ name: 'Your age?', slug: 'age' })]);
    expect(data.impacts).toEqual([expect.objectContaining({ name: 'Trees planted', target: 100 })]);
  });

  it('a nested include brings its parents', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id);
    const category = await insertCategory(t.db, budget.id, 'revenue');
    await insertSubcategory(t.db, category.id);
    const { data } = (await view(admin, budget.id, 'revenue.subcategories.impactSubcategories')).json();
    expect(data.revenue[0].subcategories[0].impact_subcategories).toEqual([]);
    expect(data).not.toHaveProperty('expenses');
  });

  it('refuses an unknown include', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id);
    const response = await view(admin, budget.id, 'revenue,secrets');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['include']);
  });

  it('answers 404 for an unknown id or a malformed one', async () => {
    expect((await view(t.users.demoAdmin, 999_999)).statusCode).toBe(404);
    const malformed = await t.injectAs(t.users.demoAdmin, { method: 'GET', url: '/v1/admin/budgets/abc' });
    expect(malformed.statusCode).toBe(404);
  });
});
