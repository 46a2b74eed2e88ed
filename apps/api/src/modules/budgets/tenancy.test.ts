import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  budgetCategories,
  budgetSubcategories,
  budgetQuestions,
  impacts,
  subcategoryLinks,
} from '@commonpurse/db';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertSubcategory, ownSimulation } from '../../test/simulations.ts';
import * as impactRepo from '../impacts/repo.ts';
import * as questionRepo from '../questions/repo.ts';
import * as structureRepo from '../structure/repo.ts';
import * as itemRepo from '../structure/item-repo.ts';
import * as tourRepo from '../tour/repo.ts';
import { scopeOf } from './index.ts';

const t = useTestApp();

/** Two clients with a simulation each; the victim's simulation holds one row of every child table. */
async function twoClients() {
  const victim = await ownSimulation(t);
  const intruder = await ownSimulation(t);
  const category = await insertCategory(t.db, victim.budget.id, 'expense', { name: 'Theirs' });
  const item = await insertSubcategory(t.db, category.id, {
    name: 'Their item',
    image_url: 'https://x/y.png',
  });
  const [question] = await t.db
    .insert(budgetQuestions)
    .values({ budget_id: victim.budget.id, name: 'Theirs?', slug: 'theirs', type: 'text' })
    .returning();
  const [impact] = await t.db
    .insert(impacts)
    .values({ budget_id: victim.budget.id, name: 'Their impact', display_order: 0 })
    .returning();
  if (!question || !impact) throw new Error('fixture');
  return { victim, intruder, category, item, question, impact };
}

type Fixture = Awaited<ReturnType<typeof twoClients>>;

/** Everything the victim's simulation holds, to compare before and after. */
async function snapshot(f: Fixture) {
  const [categories, items, questions, impactRows, links] = await Promise.all([
    t.db.select().from(budgetCategories).where(eq(budgetCategories.budget_id, f.victim.budget.id)),
    t.db.select().from(budgetSubcategories).where(eq(budgetSubcategories.budget_category_id, f.category.id)),
    t.db.select().from(budgetQuestions).where(eq(budgetQuestions.budget_id, f.victim.budget.id)),
    t.db.select().from(impacts).where(eq(impacts.budget_id, f.victim.budget.id)),
    t.db.select().from(subcategoryLinks).where(eq(subcategoryLinks.budget_id, f.victim.budget.id)),
  ]);
  return { categories, items, questions, impacts: impactRows, links };
}

/** Each module's calls, once on the victim's simulation and once on the intruder's with the victim's ids. */
function callsOf(f: Fixture, budgetId: number): Record<string, [string, InjectOptions][]> {
  const b = `/v1/admin/budgets/${budgetId}`;
  const c = `${b}/expenses/${f.category.id}`;
  const s = `${c}/subcategories/${f.item.id}`;
  return {
    structure: [
      ['rename category', { method: 'PATCH', url: c, payload: { name: 'Mine now' } }],
      ['delete category', { method: 'DELETE', url: c }],
      ['add item', { method: 'POST', url: `${c}/subcategories`, payload: { name: 'Planted' } }],
      ['rename item', { method: 'PATCH', url: s, payload: { name: 'Mine now' } }],
      ['delete item', { method: 'DELETE', url: s }],
      [
        'order items',
        { method: 'POST', url: `${c}/subcategories/set-order`, payload: { display_order: [f.item.id] } },
      ],
    ],
    questions: [
      [
        'edit question',
        { method: 'PATCH', url: `${b}/demographics/${f.question.id}`, payload: { name: 'Mine?' } },
      ],
      ['delete question', { method: 'DELETE', url: `${b}/demographics/${f.question.id}` }],
    ],
    impacts: [
      ['edit impact', { method: 'PATCH', url: `${b}/impacts/${f.impact.id}`, payload: { name: 'Mine now' } }],
      ['delete impact', { method: 'DELETE', url: `${b}/impacts/${f.impact.id}` }],
      [
        'multipliers',
        {
          method: 'PUT',
          url: `${b}/impacts/${f.impact.id}/multipliers`,
          payload: { multipliers: [{ budget_subcategory_id: f.item.id, multiplier: 2 }] },
        },
      ],
    ],
    'item images': [
      [
        'image url',
        {
          method: 'POST',
          url: `${b}/subcategory/${f.item.id}/image-url`,
          payload: { image_url: 'https://evil/x.png' },
        },
      ],
      ['delete image', { method: 'DELETE', url: `${b}/subcategory/${f.item.id}/image` }],
    ],
  };
}

describe("another client's rows", () => {
  it("answer 404 through the other client's simulation and through one's own, and change nothing", async () => {
    const f = await twoClients();
    const before = await snapshot(f);
    for (const budgetId of [f.victim.budget.id, f.intruder.budget.id]) {
      for (const [module, calls] of Object.entries(callsOf(f, budgetId))) {
        for (const [name, call] of calls) {
          const response = await f.intruder.call(call);
          expect(response.statusCode, `${module}: ${name} via ${budgetId}`).toBe(404);
        }
      }
    }
    expect(await snapshot(f)).toEqual(before);
  });

  it('tour, maps (subcategory links), scenario links and import refuse the other client', async () => {
    const f = await twoClients();
    const before = await snapshot(f);
    const own = f.intruder.path;
    const theirs = f.victim.path;
    const calls: [string, InjectOptions, number[]][] = [
      [
        'tour of theirs',
        { method: 'POST', url: `${theirs}/tour/set-order`, payload: { display_order: [f.category.id] } },
        [404],
      ],
      [
        'tour with their category',
        { method: 'POST', url: `${own}/tour/set-order`, payload: { display_order: [f.category.id] } },
        [422],
      ],
      ['map links of theirs', { method: 'PATCH', url: theirs, payload: { subcategory_links: [] } }, [404]],
      [
        'map link to their item',
        {
          method: 'PATCH',
          url: own,
          payload: { subcategory_links: [{ target_budget_subcategory_id: f.item.id }] },
        },
        [422],
      ],
      [
        'import into theirs',
        {
          method: 'POST',
          url: `${theirs}/expenses/import`,
          payload:
            '--b\r\nContent-Disposition: form-data; name="csv_file"; filename="c.csv"\r\n\r\nCategory,Subcategory,Amount,Details\r\nMine,Planted,1,\r\n--b--\r\n',
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
        },
        [404],
      ],
    ];
    for (const [name, call, statuses] of calls) {
      const response = await f.intruder.call(call);
      expect(statuses, name).toContain(response.statusCode);
    }
    const ownCategory = await insertCategory(t.db, f.intruder.budget.id, 'expense');
    const scenario = {
      method: 'POST' as const,
      url: `${own}/expenses/${ownCategory.id}/subcategories`,
      payload: {
        name: 'Dedicated',
        customized_question_json: {
          type: 'dedicated_funds',
          question: 'Move money?',
          options: [
            { id: 1, title: 'Yes', value: 1, links: [{ budget_subcategory_id: f.item.id, option_id: 1 }] },
          ],
        },
      },
    };
    expect((await f.intruder.call(scenario)).statusCode, 'scenario link to their item').toBe(422);
    expect(await snapshot(f)).toEqual(before);
  });
});

describe('child repos given the wrong client', () => {
  it('read nothing and write 0 rows', async () => {
    const f = await twoClients();
    const before = await snapshot(f);
    const wrong = scopeOf(f.intruder.client.id, f.victim.budget.id);

    expect(await structureRepo.findCategory(t.db, wrong, 'expense', f.category.id)).toBeNull();
    expect(await structureRepo.updateCategory(t.db, wrong, f.category.id, { name: 'x' })).toBeNull();
    expect(await structureRepo.updateSubcategory(t.db, wrong, f.item.id, { name: 'x' })).toBeNull();
    expect(await structureRepo.insertCategory(t.db, wrong, { name: 'x', type: 'expense' })).toBeNull();
    expect(
      await structureRepo.insertSubcategory(t.db, wrong, { name: 'x', budget_category_id: f.category.id }),
    ).toBeNull();
    await structureRepo.setCategoryOrder(t.db, wrong, [f.category.id]);
    await structureRepo.setSubcategoryOrder(t.db, wrong, [f.item.id]);
    expect(await structureRepo.deleteSubcategory(t.db, wrong, f.item.id)).toBe(0);
    expect(await structureRepo.deleteCategory(t.db, wrong, f.category.id)).toBe(0);
    expect(await itemRepo.swapItemImage(t.db, wrong, f.item.id, { image_url: null })).toBeNull();
    expect(await itemRepo.findBudgetItem(t.db, wrong, f.item.id)).toBeNull();

    expect(await questionRepo.updateQuestion(t.db, wrong, f.question.id, { name: 'x' })).toBeNull();
    expect(await questionRepo.deleteQuestion(t.db, wrong, f.question.id)).toBe(0);
    expect(await questionRepo.insertQuestions(t.db, wrong, [{ name: 'x', slug: 'x', type: 'text' }])).toEqual(
      [],
    );
    await questionRepo.setQuestionOrder(t.db, wrong, [f.question.id]);

    expect(await impactRepo.updateImpact(t.db, wrong, f.impact.id, { name: 'x' })).toBeNull();
    expect(await impactRepo.deleteImpact(t.db, wrong, f.impact.id)).toBe(0);
    expect(await impactRepo.insertImpact(t.db, wrong, { name: 'x' })).toBeNull();
    await impactRepo.replaceMultipliers(t.db, wrong, f.impact.id, [
      { budget_subcategory_id: f.item.id, multiplier: 3 },
    ]);
    await impactRepo.setImpactOrder(t.db, wrong, [f.impact.id]);

    await tourRepo.setTourOrder(t.db, wrong, [f.category.id]);
    expect(await tourRepo.listCategoryIds(t.db, wrong)).toEqual([]);

    expect(await snapshot(f)).toEqual(before);
  });
});
