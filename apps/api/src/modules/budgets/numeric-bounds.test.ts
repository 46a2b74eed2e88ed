import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetSubcategories } from '@commonpurse/db';
import { IMPACT_LIMITS, STRUCTURE_LIMITS } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';

/**
 * One stored number once poisoned a simulation for good (a rate of -1e304 became -Infinity and every
 * read answered 500). Whatever numbers a write sends, the write answers 200 or 422, never 500, and the
 * simulation still reads, duplicates and reads again afterwards.
 */
const t = useTestApp();

const MONEY = STRUCTURE_LIMITS.amountMax;
/** Doubles around each bound, inside and outside, plus the extremes a float can hold. */
const around = (bounds: number[]) =>
  fc.oneof(
    fc.constantFrom(
      ...bounds.flatMap((b) => [b, b * (1 - 1e-12), b * (1 + 1e-12), -b]),
      0,
      -0,
      1e-300,
      -1e304,
      1e308,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      Number.MIN_VALUE,
    ),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

const moneyValue = around([MONEY, 1]);
const rateValue = around([STRUCTURE_LIMITS.rateBelow, 1e-7]);

const itemPatch = fc.record(
  {
    amount: moneyValue,
    rate: rateValue,
    alert_threshold: moneyValue,
    ceiling_amount: moneyValue,
    floor_amount: moneyValue,
    custom_increment_amount: moneyValue,
    custom_increment_rate: rateValue,
    custom_increment_rate_for_tax_rate: rateValue,
  },
  { requiredKeys: [] },
);

async function simulationWithItem() {
  const { client, admin } = await clientWithAdmin(t);
  const budget = await insertSimulation(t.db, client.id, { slug: `bounds-${Date.now()}` });
  const category = await insertCategory(t.db, budget.id, 'expense');
  const item = await insertSubcategory(t.db, category.id);
  const call = (options: Parameters<typeof t.injectAs>[1]) => t.injectAs(admin, options);
  return { budget, category, item, call, path: `/v1/admin/budgets/${budget.id}` };
}

const FULL_VIEW = { include: 'expenses,expenses.subcategories,revenue,revenue.subcategories' };

describe('the database itself', () => {
  it.each([-Infinity, Infinity, NaN])('refuses %s in a double precision column', async (value) => {
    const { item } = await simulationWithItem();
    await expect(
      t.db
        .update(budgetSubcategories)
        .set({ custom_increment_rate: value })
        .where(eq(budgetSubcategories.id, item.id)),
    ).rejects.toThrow();
  });
});

describe('numbers a write accepts never break a read', () => {
  it('item fields: each write answers 200 or 422, and the simulation reads and duplicates', async () => {
    const { category, item, call, path } = await simulationWithItem();
    const itemPath = `${path}/expenses/${category.id}/subcategories/${item.id}`;
    await fc.assert(
      fc.asyncProperty(itemPatch, async (patch) => {
        const written = await call({ method: 'PATCH', url: itemPath, payload: patch });
        expect([200, 422]).toContain(written.statusCode);
        const read = await call({ method: 'GET', url: path, query: FULL_VIEW });
        expect(read.statusCode).toBe(200);
      }),
      // The write that once poisoned a simulation is always tried.
      { numRuns: 60, examples: [[{ custom_increment_rate: -1e304 }], [{ rate: -1e304, amount: 1e308 }]] },
    );
    const copy = await call({
      method: 'POST',
      url: `${path}/duplicate`,
      payload: { name: 'Copy', locale: 'en_US' },
    });
    expect(copy.statusCode).toBeLessThan(300);
    const copied = await call({
      method: 'GET',
      url: `/v1/admin/budgets/${copy.json().data.id}`,
      query: FULL_VIEW,
    });
    expect(copied.statusCode).toBe(200);
  });

  it('simulation and impact numbers: writes answer 200 or 422, reads answer 200', async () => {
    const { item, call, path } = await simulationWithItem();
    const impact = await call({ method: 'POST', url: `${path}/impacts`, payload: { name: 'Trees planted' } });
    const impactId = impact.json().data?.id;
    await fc.assert(
      fc.asyncProperty(
        moneyValue,
        around([90, 180]),
        around([IMPACT_LIMITS.multiplierMax]),
        async (adjustment, coordinate, multiplier) => {
          const writes = [
            call({ method: 'PATCH', url: path, payload: { adjustment } }),
            call({
              method: 'PATCH',
              url: path,
              payload: { map_center_lat: coordinate, map_center_lng: coordinate },
            }),
            call({
              method: 'PUT',
              url: `${path}/impacts/${impactId}/multipliers`,
              payload: { multipliers: [{ budget_subcategory_id: item.id, multiplier }] },
            }),
          ];
          for (const written of await Promise.all(writes)) expect([200, 422]).toContain(written.statusCode);
          for (const url of [path, `${path}/impacts`, `${path}/impacts/${impactId}/calculation`]) {
            const read = await call({ method: 'GET', url });
            expect([200, 404]).toContain(read.statusCode);
          }
          expect((await call({ method: 'GET', url: path, query: FULL_VIEW })).statusCode).toBe(200);
        },
      ),
      { numRuns: 40, examples: [[1e308, -1e304, Number.MAX_VALUE]] },
    );
  });
});
