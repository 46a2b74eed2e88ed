import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetSubcategories } from '@commonpurse/db';
import { useTestApp } from '../../test/helper.ts';
import { publicSimulation } from './fixtures.ts';
import { findWriteTarget } from './repo.ts';
import { RulesCache } from './rules.ts';

const t = useTestApp();

describe('RulesCache', () => {
  it('reads the rules once per simulation until the TTL passes or the simulation changes', async () => {
    const f = await publicSimulation(t);
    let now = 1_000;
    const cache = new RulesCache(5_000, () => now);
    const target = (await findWriteTarget(t.db, f.budget.id, null))!;
    const amountOfA = async (changed = target) =>
      (await cache.rules(t.db, changed)).items.find((item) => item.id === f.items.a.id)!.amount;

    expect(await amountOfA()).toBe(2000);
    await t.db
      .update(budgetSubcategories)
      .set({ amount: 3000 })
      .where(eq(budgetSubcategories.id, f.items.a.id));
    now += 4_000;
    expect(await amountOfA()).toBe(2000);
    now += 1_000;
    expect(await amountOfA()).toBe(3000);

    await t.db
      .update(budgetSubcategories)
      .set({ amount: 4000 })
      .where(eq(budgetSubcategories.id, f.items.a.id));
    expect(await amountOfA({ ...target, updated_at: new Date(target.updated_at.getTime() + 1) })).toBe(4000);
  });

  it("takes the simulation's own settings from the request's read, never from the cache", async () => {
    const f = await publicSimulation(t);
    const cache = new RulesCache(60_000);
    const target = (await findWriteTarget(t.db, f.budget.id, null))!;
    expect((await cache.rules(t.db, target)).is_budget_submittable_with_deficit).toBe(false);
    const rules = await cache.rules(t.db, {
      ...target,
      is_budget_submittable_with_deficit: true,
      is_location_enabled: true,
      is_location_required: true,
    });
    expect(rules).toMatchObject({ is_budget_submittable_with_deficit: true, is_location_required: true });
    // Required only while Drop-a-Pin is on.
    expect((await cache.rules(t.db, { ...target, is_location_required: true })).is_location_required).toBe(
      false,
    );
  });

  it('shares one read between concurrent requests', async () => {
    const f = await publicSimulation(t);
    const cache = new RulesCache(60_000);
    const target = (await findWriteTarget(t.db, f.budget.id, null))!;
    const [first, second] = [cache.structure(t.db, target), cache.structure(t.db, target)];
    expect(first).toBe(second);
    expect((await first).items).toHaveLength(5);
  });
});
