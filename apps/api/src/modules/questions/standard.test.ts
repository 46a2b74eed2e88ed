import { describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES as M, type TQuestionView } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { clientWithAdmin } from '../../test/simulations.ts';

const t = useTestApp();

/** A simulation created through the API, so it gets what every new one gets. */
async function created(body: object = {}) {
  const { admin } = await clientWithAdmin(t);
  const call = (options: Parameters<typeof t.injectAs>[1]) => t.injectAs(admin, options);
  const response = await call({
    method: 'POST',
    url: '/v1/admin/budgets',
    payload: { name: 'Budget 2027', locale: 'en_US', ...body },
  });
  expect(response.statusCode).toBe(201);
  const id: number = response.json().data.id;
  const questions = async (budgetId = id): Promise<TQuestionView[]> =>
    (await call({ method: 'GET', url: `/v1/admin/budgets/${budgetId}/demographics` })).json().data;
  return { id, call, questions, path: `/v1/admin/budgets/${id}` };
}

describe('the five standard exit questions', () => {
  it('come with every new simulation and prioritization, included and optional', async () => {
    for (const is_pb of [false, true]) {
      const { questions } = await created({ is_pb });
      const rows = await questions();
      expect(
        rows.map((q) => [q.slug, q.type, q.display_type, q.is_default, q.is_enabled, q.is_required]),
      ).toEqual([
        ['postal_code', 'text', 'exit', true, true, false],
        ['age_range', 'select', 'exit', true, true, false],
        ['gender', 'select', 'exit', true, true, false],
        ['race', 'select', 'exit', true, true, false],
        ['years_in_community', 'select', 'exit', true, true, false],
      ]);
      expect(rows[0]?.name).toBe('What is your ZIP or postal code?');
    }
  });

  it.each([
    ['fr', 'Quel est votre code postal ?', 'Femme'],
    ['es', '¿Cuál es su código postal?', 'Mujer'],
    ['mi-NZ', 'Ta nomba in zip code eo aṃ?', 'Kōrā'],
    ['ko-KR', 'What is your ZIP or postal code?', 'Woman'],
  ])('are written in the simulation language (%s)', async (locale, postal, woman) => {
    const { questions } = await created({ locale });
    const rows = await questions();
    expect(rows[0]?.name).toBe(postal);
    expect(rows[2]?.options_config?.[0]).toEqual({ id: '1', label: woman, value: 'woman' });
  });

  it('follow a change of language, keeping CSV labels and option values', async () => {
    const { call, path, questions } = await created();
    const before = await questions();
    const response = await call({ method: 'PATCH', url: path, payload: { locale: 'es' } });
    expect(response.statusCode).toBe(200);
    const after = await questions();
    expect(after[1]?.name).toBe('¿Cuál es su rango de edad?');
    expect(after.map((q) => [q.id, q.slug, q.options_config?.map((o) => o.value)])).toEqual(
      before.map((q) => [q.id, q.slug, q.options_config?.map((o) => o.value)]),
    );
  });

  it('are copied by duplicate, in the language of the copy', async () => {
    const { call, id, questions } = await created();
    const copy = await call({
      method: 'POST',
      url: `/v1/admin/budgets/${id}/duplicate`,
      payload: { name: 'Copie', locale: 'fr' },
    });
    expect(copy.statusCode).toBe(201);
    const copied = await questions(copy.json().data.id);
    expect(copied.map((q) => q.slug)).toEqual((await questions()).map((q) => q.slug));
    expect(copied[2]?.name).toBe('Quel est votre genre ?');
    expect(copied.every((q) => q.is_default)).toBe(true);
    expect((await questions())[2]?.name).toBe('What is your gender?');
  });

  it('can be included, excluded and made required, but not edited or deleted', async () => {
    const { call, path, questions } = await created();
    const gender = (await questions())[2];
    if (!gender) throw new Error('No gender question');
    const url = `${path}/demographics/${gender.id}`;

    const flags = await call({ method: 'PATCH', url, payload: { is_required: true } });
    expect(flags.json().data).toMatchObject({ is_enabled: true, is_required: true });
    const excluded = await call({ method: 'PATCH', url, payload: { is_enabled: false } });
    expect(excluded.json().data).toMatchObject({ is_enabled: false, is_required: false });

    // The whole question sent back with a flag changed is fine.
    const {
      id: _id,
      created_at: _c,
      updated_at: _u,
      budget_id: _b,
      is_default: _d,
      display_order: _o,
      ...whole
    } = gender;
    const sentBack = await call({ method: 'PATCH', url, payload: { ...whole, is_enabled: true } });
    expect(sentBack.statusCode).toBe(200);

    for (const payload of [
      { name: 'What gender are you?' },
      { slug: 'sex' },
      { type: 'text' },
      { options_config: [{ label: 'Woman' }, { label: 'Man' }] },
    ]) {
      const response = await call({ method: 'PATCH', url, payload });
      expect(response.statusCode).toBe(422);
      expect(Object.values(response.json().errors)).toEqual([[M.defaultNotEditable]]);
    }
    const deleted = await call({ method: 'DELETE', url });
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().errors).toEqual({ id: [M.defaultNotDeletable] });
    expect((await questions()).map((q) => q.name)).toContain('What is your gender?');
  });

  it('make their CSV labels unavailable to custom questions', async () => {
    const { call, path } = await created();
    const response = await call({
      method: 'POST',
      url: `${path}/demographics`,
      payload: { name: 'How old are you?', type: 'text', slug: 'age_range' },
    });
    expect(response.json().errors).toEqual({ slug: [M.csvLabelTaken] });
  });
});

describe('the demo data', () => {
  it('gives every seeded simulation of the demo city the standard questions', async () => {
    const call = (options: Parameters<typeof t.injectAs>[1]) => t.injectAs(t.users.demoAdmin, options);
    const list = (await call({ method: 'GET', url: '/v1/admin/budgets' })).json().data as { id: number }[];
    expect(list.length).toBeGreaterThan(0);
    for (const { id } of list) {
      const rows = (await call({ method: 'GET', url: `/v1/admin/budgets/${id}/demographics` })).json().data;
      expect(rows.filter((q: TQuestionView) => q.is_default)).toHaveLength(5);
    }
  });
});
