import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetQuestions } from '@commonpurse/db';
import { QUESTION_MESSAGES as M, SIMULATION_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertSimulation } from '../../test/simulations.ts';
import { ownSimulation } from '../../test/simulations.ts';
import { insertQuestion } from './fixtures.ts';

const t = useTestApp();

const stored = (id: number) =>
  t.db
    .select()
    .from(budgetQuestions)
    .where(eq(budgetQuestions.id, id))
    .then((rows) => rows[0]);

const select = (name: string, ...labels: string[]) => ({
  name,
  type: 'select',
  options_config: labels.map((label) => ({ label })),
});

describe('POST /v1/admin/budgets/{id}/demographics', () => {
  it('creates a custom question last in its table, with a generated CSV label and option values', async () => {
    const { call, path, budget } = await ownSimulation(t);
    await insertQuestion(t.db, budget.id, { display_order: 4 });
    await insertQuestion(t.db, budget.id, { display_type: 'entry', display_order: 9 });
    const response = await call({
      method: 'POST',
      url: `${path}/demographics`,
      payload: select('  Which park do you visit most?  ', 'Riverside', 'Oak Hill'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      budget_id: budget.id,
      name: 'Which park do you visit most?',
      slug: 'which_park_do_you_visit_most',
      type: 'select',
      display_type: 'exit',
      is_enabled: true,
      is_required: false,
      ask_on_exit: false,
      is_default: false,
      display_order: 5,
      options_config: [
        { id: '1', label: 'Riverside', value: 'riverside' },
        { id: '2', label: 'Oak Hill', value: 'oak_hill' },
      ],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const entry = await call({
      method: 'POST',
      url: `${path}/demographics`,
      payload: { name: 'Your e-mail address', type: 'email', display_type: 'entry', ask_on_exit: true },
    });
    expect(entry.json().data).toMatchObject({ display_order: 10, ask_on_exit: true, options_config: null });
  });

  it('keeps CSV labels unique in the simulation', async () => {
    const { call, path, budget } = await ownSimulation(t);
    await insertQuestion(t.db, budget.id, { slug: 'gender' });
    const post = (payload: object) => call({ method: 'POST', url: `${path}/demographics`, payload });
    const first = await post({ name: 'What is your age?', type: 'text' });
    const second = await post({ name: 'What is your age?', type: 'text', slug: '' });
    expect([first.json().data.slug, second.json().data.slug]).toEqual([
      'what_is_your_age',
      'what_is_your_age_2',
    ]);
    const taken = await post({ name: 'Your gender, please', type: 'text', slug: 'gender' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: [M.csvLabelTaken] });
    // The same label in another simulation is fine.
    const other = await insertSimulation(t.db, budget.client_id);
    const elsewhere = await call({
      method: 'POST',
      url: `/v1/admin/budgets/${other.id}/demographics`,
      payload: { name: 'Your gender, please', type: 'text', slug: 'gender' },
    });
    expect(elsewhere.json().data.slug).toBe('gender');
  });

  it.each([
    [{ name: 'Age?', type: 'text' }, { name: [M.textTooShort] }],
    [{ name: 'What is your age?', type: 'text', slug: 'Age' }, { slug: [M.csvLabelCharacters] }],
    [{ name: 'What is your age?', type: 'text', slug: 'ab' }, { slug: [M.csvLabelTooShort] }],
    [select('Which side of town?', 'North'), { options_config: [M.optionsTooFew] }],
    [select('Which side of town?', 'North', ''), { 'options_config.1.label': [M.optionsEmpty] }],
    [
      {
        ...select('Which side of town?', 'North'),
        options_config: [{ label: 'North' }, { label: 'South', editing: true }],
      },
      { options_config: [M.optionsEditing] },
    ],
    [{ name: 'What is your age?', type: 'number' }, { type: [M.selectRequired] }],
  ])('refuses %j', async (payload, errors) => {
    const { call, path } = await ownSimulation(t);
    const response = await call({ method: 'POST', url: `${path}/demographics`, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('saves a disabled question as not required', async () => {
    const { call, path } = await ownSimulation(t);
    const response = await call({
      method: 'POST',
      url: `${path}/demographics`,
      payload: { name: 'What is your age?', type: 'text', is_enabled: false, is_required: true },
    });
    expect(response.json().data).toMatchObject({ is_enabled: false, is_required: false });
  });
});

describe('PATCH /v1/admin/budgets/{id}/demographics/{qid}', () => {
  it('updates a custom question and checks the result whole', async () => {
    const { call, path, budget } = await ownSimulation(t);
    const question = await insertQuestion(t.db, budget.id, { slug: 'side', is_required: true });
    const url = `${path}/demographics/${question.id}`;
    const toSelect = await call({ method: 'PATCH', url, payload: { type: 'select' } });
    expect(toSelect.statusCode).toBe(422);
    expect(toSelect.json().errors).toEqual({ options_config: [M.optionsTooFew] });

    const renamed = await call({
      method: 'PATCH',
      url,
      payload: { ...select('Which part of town?', 'North', 'South'), is_enabled: false },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Which part of town?',
      slug: 'side',
      type: 'select',
      is_enabled: false,
      is_required: false,
      options_config: [
        { id: '1', label: 'North', value: 'north' },
        { id: '2', label: 'South', value: 'south' },
      ],
    });

    const toText = await call({ method: 'PATCH', url, payload: { type: 'textarea', slug: null } });
    expect(toText.json().data).toMatchObject({
      type: 'textarea',
      options_config: null,
      slug: 'which_part_of_town',
    });
  });

  it('moves a question to the end of the other table and keeps repeat-on-exit for entry questions only', async () => {
    const { call, path, budget } = await ownSimulation(t);
    await insertQuestion(t.db, budget.id, { display_type: 'entry', display_order: 2 });
    const question = await insertQuestion(t.db, budget.id, { display_order: 0 });
    const url = `${path}/demographics/${question.id}`;
    const moved = await call({ method: 'PATCH', url, payload: { display_type: 'entry', ask_on_exit: true } });
    expect(moved.json().data).toMatchObject({ display_type: 'entry', display_order: 3, ask_on_exit: true });
    const back = await call({ method: 'PATCH', url, payload: { display_type: 'exit' } });
    expect(back.json().data).toMatchObject({ display_type: 'exit', ask_on_exit: false });
  });

  it("answers 'Invalid demographics question ID' for a question not in the simulation", async () => {
    const { call, path, budget } = await ownSimulation(t);
    const other = await insertSimulation(t.db, budget.client_id);
    const elsewhere = await insertQuestion(t.db, other.id);
    for (const qid of [elsewhere.id, 999_999]) {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const response = await call({
          method,
          url: `${path}/demographics/${qid}`,
          payload: method === 'PATCH' ? { is_enabled: false } : undefined,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: M.invalidQuestion });
      }
    }
    expect((await stored(elsewhere.id))?.is_enabled).toBe(true);
  });
});

describe('DELETE and set-order', () => {
  it('deletes a custom question', async () => {
    const { call, path, budget } = await ownSimulation(t);
    const question = await insertQuestion(t.db, budget.id);
    const response = await call({ method: 'DELETE', url: `${path}/demographics/${question.id}` });
    expect(response.json()).toEqual({ meta: { status: 'deleted' } });
    expect(await stored(question.id)).toBeUndefined();
  });

  it('orders one table, the other, or both; anything else changes nothing', async () => {
    const { call, path, budget } = await ownSimulation(t);
    const [e1, e2] = [
      await insertQuestion(t.db, budget.id, { display_type: 'entry', display_order: 0 }),
      await insertQuestion(t.db, budget.id, { display_type: 'entry', display_order: 1 }),
    ];
    const [x1, x2, x3] = [
      await insertQuestion(t.db, budget.id, { display_order: 0 }),
      await insertQuestion(t.db, budget.id, { display_order: 1 }),
      await insertQuestion(t.db, budget.id, { display_order: 2 }),
    ];
    const order = (display_order: number[]) =>
      call({ method: 'POST', url: `${path}/demographics/set-order`, payload: { display_order } });
    const listed = async () =>
      (
        await t.db
          .select({ id: budgetQuestions.id, type: budgetQuestions.display_type })
          .from(budgetQuestions)
          .where(eq(budgetQuestions.budget_id, budget.id))
          .orderBy(asc(budgetQuestions.display_type), asc(budgetQuestions.display_order))
      ).map((row) => row.id);

    expect((await order([x3!.id, x1!.id, x2!.id])).json()).toEqual({ meta: { status: 'saved' } });
    expect((await order([e2!.id, e1!.id])).statusCode).toBe(200);
    expect(await listed()).toEqual([e2!.id, e1!.id, x3!.id, x1!.id, x2!.id]);
    expect((await order([e1!.id, e2!.id, x1!.id, x2!.id, x3!.id])).statusCode).toBe(200);
    expect(await listed()).toEqual([e1!.id, e2!.id, x1!.id, x2!.id, x3!.id]);

    for (const wrong of [
      [x1!.id, x2!.id],
      [e1!.id, x1!.id, x2!.id, x3!.id],
      [x1!.id, x1!.id, x2!.id, x3!.id],
    ]) {
      const response = await order(wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ display_order: [M.orderMismatch] });
    }
    expect(await listed()).toEqual([e1!.id, e2!.id, x1!.id, x2!.id, x3!.id]);
  });
});

describe('capabilities', () => {
  it('custom questions need custom_demographics, entry questions also custom_entry_questions (403)', async () => {
    const without = await ownSimulation(t, { custom_demographics: false });
    const refused = await without.call({
      method: 'POST',
      url: `${without.path}/demographics`,
      payload: { name: 'What is your age?', type: 'text' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: M.customQuestionsDisabled,
      errors: { display_type: [M.customQuestionsDisabled] },
    });

    const exitOnly = await ownSimulation(t, { custom_entry_questions: false });
    const post = (payload: object) =>
      exitOnly.call({ method: 'POST', url: `${exitOnly.path}/demographics`, payload });
    expect((await post({ name: 'What is your age?', type: 'text' })).statusCode).toBe(201);
    const entry = await post({ name: 'What is your age?', type: 'text', display_type: 'entry' });
    expect(entry.statusCode).toBe(403);
    expect(entry.json().message).toBe(M.customEntryQuestionsDisabled);
    const question = await insertQuestion(t.db, exitOnly.budget.id);
    const moved = await exitOnly.call({
      method: 'PATCH',
      url: `${exitOnly.path}/demographics/${question.id}`,
      payload: { display_type: 'entry' },
    });
    expect(moved.statusCode).toBe(403);
  });

  it('without the capability, flags, order and deletion still work', async () => {
    const { call, path, budget } = await ownSimulation(t, { custom_demographics: false });
    const question = await insertQuestion(t.db, budget.id, { name: 'Which side of town?' });
    const url = `${path}/demographics/${question.id}`;
    const flags = await call({
      method: 'PATCH',
      url,
      payload: { name: 'Which side of town?', is_enabled: false },
    });
    expect(flags.statusCode).toBe(200);
    expect((await call({ method: 'PATCH', url, payload: { name: 'Which part of town?' } })).statusCode).toBe(
      403,
    );
    const ordered = await call({
      method: 'POST',
      url: `${path}/demographics/set-order`,
      payload: { display_order: [question.id] },
    });
    expect(ordered.statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url })).statusCode).toBe(200);
  });
});

describe('tenancy and status', () => {
  it("is 404 on another client's simulation", async () => {
    const owner = await ownSimulation(t);
    const question = await insertQuestion(t.db, owner.budget.id);
    const stranger = await ownSimulation(t);
    const url = owner.path;
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['POST', '', { name: 'What is your age?', type: 'text' }],
      ['PATCH', `/${question.id}`, { is_enabled: false }],
      ['DELETE', `/${question.id}`, undefined],
      ['POST', '/set-order', { display_order: [question.id] }],
    ] as const) {
      const response = await stranger.call({ method, url: `${url}/demographics${suffix}`, payload });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    expect(await stored(question.id)).toMatchObject({ is_enabled: true });
  });

  it.each(['inactive', 'archived'])('refuses every change of a %s simulation, but lists', async (status) => {
    const { call, path, budget } = await ownSimulation(t, {}, { status });
    const question = await insertQuestion(t.db, budget.id);
    for (const [method, suffix, payload] of [
      ['POST', '', { name: 'What is your age?', type: 'text' }],
      ['PATCH', `/${question.id}`, { is_enabled: false }],
      ['DELETE', `/${question.id}`, undefined],
      ['POST', '/set-order', { display_order: [question.id] }],
    ] as const) {
      const response = await call({ method, url: `${path}/demographics${suffix}`, payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ status: [SIMULATION_MESSAGES.notEditable] });
    }
    const listed = await call({ method: 'GET', url: `${path}/demographics` });
    expect(listed.json().data.map((q: { id: number }) => q.id)).toEqual([question.id]);
  });

  it('needs a session', async () => {
    const { path } = await ownSimulation(t);
    const response = await t.app.inject({ method: 'GET', url: `${path}/demographics` });
    expect(response.statusCode).toBe(401);
  });
});
