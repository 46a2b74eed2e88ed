import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { impacts, impactSubcategories } from '@commonpurse/db';
import { IMPACT_MESSAGES as M, STRUCTURE_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertSimulation, insertSubcategory } from '../../test/simulations.ts';
import { ownSimulation } from '../../test/simulations.ts';

const t = useTestApp();

/** A simulation with two spending items and one revenue item, and one impact. */
async function setup() {
  const own = await ownSimulation(t);
  const { budget } = own;
  const revenue = await insertCategory(t.db, budget.id, 'revenue', { name: 'Taxes', display_order: 0 });
  const safety = await insertCategory(t.db, budget.id, 'expense', { name: 'Safety', display_order: 1 });
  const parks = await insertCategory(t.db, budget.id, 'expense', { name: 'Parks', display_order: 0 });
  const levy = await insertSubcategory(t.db, revenue.id, { name: 'Levy', amount: 5_000_000 });
  const police = await insertSubcategory(t.db, safety.id, { name: 'Police', amount: 1_234_567.89 });
  const trees = await insertSubcategory(t.db, parks.id, { name: 'Trees', amount: 250_000 });
  const [impact] = await t.db
    .insert(impacts)
    .values({ budget_id: budget.id, name: 'Trees planted' })
    .returning();
  if (!impact) throw new Error('Inserting an impact failed');
  const url = `${own.path}/impacts/${impact.id}/multipliers`;
  return { ...own, impact, url, items: { levy, police, trees }, categories: { revenue, safety, parks } };
}

const storedMultipliers = async (impactId: number) =>
  (
    await t.db
      .select({ id: impactSubcategories.budget_subcategory_id, m: impactSubcategories.multiplier })
      .from(impactSubcategories)
      .where(eq(impactSubcategories.impact_id, impactId))
      .orderBy(asc(impactSubcategories.budget_subcategory_id))
  ).map((row) => [row.id, row.m]);

describe('impact multipliers', () => {
  it('saves the table and answers every item with its result and the total to 4 decimals', async () => {
    const { call, url, impact, items, categories } = await setup();
    const response = await call({
      method: 'PUT',
      url,
      payload: {
        multipliers: [
          { budget_subcategory_id: items.trees.id, multiplier: 0.004 },
          { budget_subcategory_id: items.police.id, multiplier: 0.00001 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.impact).toMatchObject({ id: impact.id, name: 'Trees planted' });
    expect(data.rows).toEqual([
      {
        budget_subcategory_id: items.trees.id,
        subcategory_name: 'Trees',
        budget_category_id: categories.parks.id,
        category_name: 'Parks',
        category_type: 'expense',
        amount: 250_000,
        multiplier: 0.004,
        result: 1000,
      },
      expect.objectContaining({
        budget_subcategory_id: items.police.id,
        multiplier: 0.00001,
        result: 12.3457,
      }),
      expect.objectContaining({
        budget_subcategory_id: items.levy.id,
        category_type: 'revenue',
        multiplier: 0,
        result: 0,
      }),
    ]);
    expect(data.total).toBe(1012.3457);
    expect((await call({ method: 'GET', url })).json().data).toEqual(data);
  });

  it('replaces the whole table, and the simulation view shows it', async () => {
    const { call, url, impact, items, path } = await setup();
    const put = (multipliers: object[]) => call({ method: 'PUT', url, payload: { multipliers } });
    await put([
      { budget_subcategory_id: items.trees.id, multiplier: 1 },
      { budget_subcategory_id: items.levy.id, multiplier: 2 },
    ]);
    await put([{ budget_subcategory_id: items.levy.id, multiplier: -0.5 }]);
    expect(await storedMultipliers(impact.id)).toEqual([[items.levy.id, -0.5]]);
    const view = await call({
      method: 'GET',
      url: `${path}?include=revenue.subcategories.impactSubcategories`,
    });
    expect(view.json().data.revenue[0].subcategories[0].impact_subcategories).toEqual([
      {
        id: expect.any(Number),
        impact_id: impact.id,
        budget_subcategory_id: items.levy.id,
        multiplier: -0.5,
      },
    ]);
    await put([]);
    expect(await storedMultipliers(impact.id)).toEqual([]);
  });

  it('refuses an item of another simulation and keeps the table as it was (one transaction)', async () => {
    const { call, url, impact, items, budget } = await setup();
    await call({
      method: 'PUT',
      url,
      payload: { multipliers: [{ budget_subcategory_id: items.trees.id, multiplier: 3 }] },
    });
    const other = await insertSimulation(t.db, budget.client_id);
    const foreign = await insertSubcategory(t.db, (await insertCategory(t.db, other.id, 'expense')).id);
    const response = await call({
      method: 'PUT',
      url,
      payload: {
        multipliers: [
          { budget_subcategory_id: items.police.id, multiplier: 1 },
          { budget_subcategory_id: foreign.id, multiplier: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ multipliers: [STRUCTURE_MESSAGES.invalidSubcategory] });
    expect(await storedMultipliers(impact.id)).toEqual([[items.trees.id, 3]]);
  });

  it.each([
    [
      [
        { budget_subcategory_id: 1, multiplier: 1 },
        { budget_subcategory_id: 1, multiplier: 2 },
      ],
      { multipliers: [M.multiplierRepeated] },
    ],
    [
      [{ budget_subcategory_id: 1, multiplier: 'two' }],
      { 'multipliers.0.multiplier': [M.multiplierNotNumber] },
    ],
  ])('refuses %j', async (multipliers, errors) => {
    const { call, url } = await setup();
    const response = await call({ method: 'PUT', url, payload: { multipliers } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('a duplicated simulation carries the multipliers', async () => {
    const { call, url, path } = await setup();
    const { data: before } = (await call({ method: 'PUT', url, payload: { multipliers: [] } })).json();
    const trees = before.rows.find((r: { subcategory_name: string }) => r.subcategory_name === 'Trees');
    const saved = await call({
      method: 'PUT',
      url,
      payload: { multipliers: [{ budget_subcategory_id: trees.budget_subcategory_id, multiplier: 0.5 }] },
    });
    const copy = (
      await call({ method: 'POST', url: `${path}/duplicate`, payload: { name: 'Copy', locale: 'en_US' } })
    ).json().data;
    const copiedImpacts = (await call({ method: 'GET', url: `/v1/admin/budgets/${copy.id}/impacts` })).json()
      .data;
    const table = (
      await call({
        method: 'GET',
        url: `/v1/admin/budgets/${copy.id}/impacts/${copiedImpacts[0].id}/multipliers`,
      })
    ).json().data;
    expect(table.total).toBe(saved.json().data.total);
    expect(table.rows.map((r: { multiplier: number }) => r.multiplier)).toEqual([0.5, 0, 0]);
  });
});
