import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { clients } from '@commonpurse/db';
import { CSV_MESSAGES, SCENARIO_MESSAGES, yesNoQuestion } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { csvUpload } from '../../test/uploads.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';

const t = useTestApp();

async function setup(overrides: Partial<typeof clients.$inferInsert> = {}) {
  const { client, admin } = await clientWithAdmin(t, overrides);
  const budget = await insertSimulation(t.db, client.id);
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  return { budget, call, path: `/v1/admin/budgets/${budget.id}` };
}

const YN =
  'category,subcategory,amount,details,yes_no\n' +
  'Capital,New pool,2500,A 25-metre pool,yes\n' +
  'Capital,Roads,100,,no\n' +
  'Parks,,,,\n';

interface ItemJson {
  name: string;
  amount: number;
  customized_question_json: unknown;
}

describe('importing a CSV with the yes_no column', () => {
  it('makes yes rows yes/no scenario questions and leaves the others plain', async () => {
    const { call, path } = await setup();
    const response = await call({ method: 'POST', url: `${path}/expenses/import`, ...csvUpload(YN) });
    expect(response.statusCode).toBe(200);
    const [capital, parks] = response.json().data as { name: string; subcategories: ItemJson[] }[];
    expect(
      capital?.subcategories.map(({ name, amount, customized_question_json }) => ({
        name,
        amount,
        customized_question_json,
      })),
    ).toEqual([
      { name: 'New pool', amount: 2500, customized_question_json: yesNoQuestion('New pool', 2500) },
      { name: 'Roads', amount: 100, customized_question_json: null },
    ]);
    expect(parks).toMatchObject({ name: 'Parks', subcategories: [] });
  });

  it('refuses a bad yes_no value naming the row, and changes nothing', async () => {
    const { call, path, budget } = await setup();
    const old = await insertCategory(t.db, budget.id, 'expense', { name: 'Old' });
    await insertSubcategory(t.db, old.id, { name: 'Kept' });
    const csv = 'category,subcategory,amount,details,yes_no\nCapital,Pool,1,,maybe\n';
    const response = await call({ method: 'POST', url: `${path}/expenses/import`, ...csvUpload(csv) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      csv_file: ['Row 2: the yes_no value "maybe" must be yes or no'],
    });
    const view = await call({ method: 'GET', url: path, query: { include: 'expenses' } });
    expect(view.json().data.expenses.map((c: { name: string }) => c.name)).toEqual(['Old']);
  });

  it('needs the scenario capability for yes rows only', async () => {
    const { call, path } = await setup({ custom_questions_management: false });
    const refused = await call({ method: 'POST', url: `${path}/revenue/import`, ...csvUpload(YN) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ customized_question_json: [SCENARIO_MESSAGES.notAvailable] });
    const plain = YN.replace(',yes\n', ',no\n');
    const accepted = await call({ method: 'POST', url: `${path}/revenue/import`, ...csvUpload(plain) });
    expect(accepted.statusCode).toBe(200);
  });

  it('mentions the optional column when the columns are wrong', async () => {
    const { call, path } = await setup();
    const response = await call({
      method: 'POST',
      url: `${path}/expenses/import`,
      ...csvUpload('category,subcategory,amount,details,scenario\nA1,B1,1,,yes\n'),
    });
    expect(response.json().errors).toEqual({ csv_file: [CSV_MESSAGES.wrongColumns] });
    expect(CSV_MESSAGES.wrongColumns).toBe(
      'The columns must be: category, subcategory, amount, details (and optionally yes_no)',
    );
  });
});

describe('the _yn templates', () => {
  it.each([
    ['expense_categories_yn.csv', 'expenses'],
    ['revenue_categories_yn.csv', 'revenue'],
  ])('serves %s with the yes_no column, and it imports', async (file, list) => {
    const template = await t.app.inject({ method: 'GET', url: `/static/${file}` });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
    expect(template.body.startsWith('category,subcategory,amount,details,yes_no\n')).toBe(true);
    expect(template.body).toMatch(/,yes\n/);
    const { call, path } = await setup();
    const imported = await call({
      method: 'POST',
      url: `${path}/${list}/import`,
      ...csvUpload(template.body),
    });
    expect(imported.statusCode).toBe(200);
    const items = (imported.json().data as { subcategories: ItemJson[] }[]).flatMap((c) => c.subcategories);
    expect(items.filter((item) => item.customized_question_json !== null)).toHaveLength(1);
  });
});
