import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetSubcategories, type clients } from '@commonpurse/db';
import { SCENARIO_MESSAGES as M, SIMULATION_MESSAGES, STRUCTURE_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';

const t = useTestApp();

/** A simulation with a revenue item (where the questions go) and two spending items to link to. */
async function setup(
  clientOverrides: Partial<typeof clients.$inferInsert> = {},
  budgetOverrides: Parameters<typeof insertSimulation>[2] = {},
) {
  const { client, admin } = await clientWithAdmin(t, clientOverrides);
  const budget = await insertSimulation(t.db, client.id, budgetOverrides);
  const revenue = await insertCategory(t.db, budget.id, 'revenue');
  const levy = await insertSubcategory(t.db, revenue.id, { name: 'Levy' });
  const spending = await insertCategory(t.db, budget.id, 'expense');
  const trees = await insertSubcategory(t.db, spending.id, { name: 'Trees' });
  const paths = await insertSubcategory(t.db, spending.id, { name: 'Paths' });
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  const base = `/v1/admin/budgets/${budget.id}`;
  return {
    client,
    budget,
    revenue,
    spending,
    levy,
    trees,
    paths,
    call,
    base,
    itemUrl: `${base}/revenue/${revenue.id}/subcategories/${levy.id}`,
    createUrl: `${base}/revenue/${revenue.id}/subcategories`,
  };
}

const scenario = (overrides: Record<string, unknown> = {}) => ({
  name: 'Library hours',
  description: 'How long should libraries open?',
  allow_multiple: false,
  options: [
    { id: 1, title: 'Longer', value: 500, extra: 'More staff', details: '<p>Evenings</p>', default: true },
    { id: 2, title: 'Shorter', value: -200, default: false },
  ],
  ...overrides,
});

const dedicated = (linked: number[], overrides: Record<string, unknown> = {}) =>
  scenario({
    type: 'dedicated',
    options: [
      {
        id: 'yes',
        title: 'Yes',
        value: 1000,
        default: true,
        links: linked.map((id, i) => ({ id: i + 1, budget_subcategory_id: id, option_id: 'yes' })),
      },
      { id: 'no', title: 'No', value: 0 },
    ],
    ...overrides,
  });

const storedQuestion = async (id: number) => {
  const [row] = await t.db
    .select({ question: budgetSubcategories.customized_question_json })
    .from(budgetSubcategories)
    .where(eq(budgetSubcategories.id, id));
  return row?.question;
};

describe('saving a scenario question', () => {
  it('stores a valid question on PATCH, filling defaults and sanitizing More Details', async () => {
    const { call, itemUrl, levy } = await setup();
    const response = await call({
      method: 'PATCH',
      url: itemUrl,
      payload: {
        customized_question_json: scenario({
          options: [
            {
              id: 1,
              title: 'Longer',
              value: 500,
              details: '<p onclick="x()">Evenings<script>alert(1)</script></p>',
              default: true,
            },
          ],
          ui_state: 'dropped',
        }),
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      name: 'Library hours',
      description: 'How long should libraries open?',
      allow_multiple: false,
      options: [{ id: 1, title: 'Longer', value: 500, details: '<p>Evenings</p>', default: true }],
    };
    expect(response.json().data.customized_question_json).toEqual(expected);
    expect(await storedQuestion(levy.id)).toEqual(expected);
  });

  it('stores one on POST of a new item', async () => {
    const { call, createUrl } = await setup();
    const response = await call({
      method: 'POST',
      url: createUrl,
      payload: { name: 'Hours', customized_question_json: scenario() },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.customized_question_json.options).toHaveLength(2);
  });

  it('stores a dedicated-funds question linking spending items of the simulation', async () => {
    const { call, itemUrl, trees, paths, base, spending } = await setup();
    const response = await call({
      method: 'PATCH',
      url: itemUrl,
      payload: { customized_question_json: dedicated([trees.id, paths.id]) },
    });
    expect(response.statusCode).toBe(200);
    const links = response.json().data.customized_question_json.options[0].links;
    expect(links.map((l: { budget_subcategory_id: number }) => l.budget_subcategory_id)).toEqual([
      trees.id,
      paths.id,
    ]);
    const refused = await call({
      method: 'DELETE',
      url: `${base}/expenses/${spending.id}/subcategories/${trees.id}`,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ id: [M.linkedCannotBeDeleted] });
  });

  it('removes a question with null', async () => {
    const { call, itemUrl, levy, trees } = await setup();
    await t.db
      .update(budgetSubcategories)
      .set({ customized_question_json: dedicated([trees.id]) })
      .where(eq(budgetSubcategories.id, levy.id));
    const response = await call({
      method: 'PATCH',
      url: itemUrl,
      payload: { customized_question_json: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.customized_question_json).toBeNull();
    expect(await storedQuestion(levy.id)).toBeNull();
  });
});

describe('refusing a scenario question', () => {
  it.each([
    ['no name', scenario({ name: '' }), { 'customized_question_json.name': [M.nameRequired] }],
    [
      'a question over 1000 characters',
      scenario({ description: 'x'.repeat(1001) }),
      { 'customized_question_json.description': [M.questionTooLong] },
    ],
    ['no options', scenario({ options: [] }), { 'customized_question_json.options': [M.optionRequired] }],
    [
      'an option without text or dollar difference',
      scenario({ options: [{ id: 1, title: '', value: null, default: true }] }),
      {
        'customized_question_json.options.0.title': [M.optionTextRequired],
        'customized_question_json.options.0.value': [M.dollarDifferenceRequired],
      },
    ],
    [
      'no default',
      scenario({ options: [{ id: 1, title: 'A', value: 1 }] }),
      { 'customized_question_json.options': [M.defaultRequired] },
    ],
  ])('refuses %s with the spec message and changes nothing', async (_name, question, errors) => {
    const { call, itemUrl, levy } = await setup();
    const response = await call({
      method: 'PATCH',
      url: itemUrl,
      payload: { name: 'Renamed', customized_question_json: question },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    const [row] = await t.db.select().from(budgetSubcategories).where(eq(budgetSubcategories.id, levy.id));
    expect(row).toMatchObject({ name: 'Levy', customized_question_json: null });
  });

  it('refuses links without subcategory, to another option, or twice in one option', async () => {
    const { call, itemUrl, trees } = await setup();
    const response = await call({
      method: 'PATCH',
      url: itemUrl,
      payload: {
        customized_question_json: dedicated([], {
          options: [
            {
              id: 1,
              title: 'Yes',
              value: 5,
              default: true,
              links: [
                { budget_subcategory_id: null, option_id: 1 },
                { budget_subcategory_id: trees.id, option_id: 2 },
                { budget_subcategory_id: trees.id, option_id: 1 },
              ],
            },
            { id: 2, title: 'No', value: 0 },
          ],
        }),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'customized_question_json.options.0.links.0.budget_subcategory_id': [M.linkSubcategoryRequired],
      'customized_question_json.options.0.links.1.option_id': [M.linkOptionRequired],
      'customized_question_json.options.0.links.2.budget_subcategory_id': [M.linkSubcategoryRepeated],
    });
  });

  it('refuses links to a revenue item, an item of another simulation or an unknown id', async () => {
    const { call, itemUrl, levy, trees, client } = await setup();
    const other = await insertSimulation(t.db, client.id);
    const elsewhere = await insertSubcategory(t.db, (await insertCategory(t.db, other.id, 'expense')).id);
    const response = await call({
      method: 'PATCH',
      url: itemUrl,
      payload: { customized_question_json: dedicated([trees.id, levy.id, elsewhere.id, 99_999_999]) },
    });
    expect(response.statusCode).toBe(422);
    const path = (i: number) => `customized_question_json.options.0.links.${i}.budget_subcategory_id`;
    expect(response.json().errors).toEqual({
      [path(1)]: [STRUCTURE_MESSAGES.invalidSubcategory],
      [path(2)]: [STRUCTURE_MESSAGES.invalidSubcategory],
      [path(3)]: [STRUCTURE_MESSAGES.invalidSubcategory],
    });
    expect(await storedQuestion(levy.id)).toBeNull();
  });

  it('needs the scenario capability (403), and for dedicated funds that one too', async () => {
    const noScenarios = await setup({ custom_questions_management: false });
    const refused = await noScenarios.call({
      method: 'POST',
      url: noScenarios.createUrl,
      payload: { name: 'Hours', customized_question_json: scenario() },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: M.notAvailable,
      errors: { customized_question_json: [M.notAvailable] },
    });
    const removed = await noScenarios.call({
      method: 'PATCH',
      url: noScenarios.itemUrl,
      payload: { customized_question_json: null },
    });
    expect(removed.statusCode).toBe(200);

    const noDedicated = await setup({ simulation_dedicated_funding_questions: false });
    const plain = await noDedicated.call({
      method: 'PATCH',
      url: noDedicated.itemUrl,
      payload: { customized_question_json: scenario() },
    });
    expect(plain.statusCode).toBe(200);
    const linked = await noDedicated.call({
      method: 'PATCH',
      url: noDedicated.itemUrl,
      payload: { customized_question_json: dedicated([noDedicated.trees.id]) },
    });
    expect(linked.statusCode).toBe(403);
    expect(linked.json().errors).toEqual({ customized_question_json: [M.dedicatedNotAvailable] });
    expect((await storedQuestion(noDedicated.levy.id)) as { type?: string }).not.toHaveProperty('type');
  });

  it('is refused while archived, and 404 for another client', async () => {
    const archived = await setup({}, { status: 'archived' });
    const response = await archived.call({
      method: 'PATCH',
      url: archived.itemUrl,
      payload: { customized_question_json: scenario() },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: [SIMULATION_MESSAGES.notEditable] });

    const mine = await setup();
    const { admin: intruder } = await clientWithAdmin(t);
    const foreign = await t.injectAs(intruder, {
      method: 'PATCH',
      url: mine.itemUrl,
      payload: { customized_question_json: scenario() },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await storedQuestion(mine.levy.id)).toBeNull();
  });
});
