import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES as M, type TQuestionHighlight } from '@commonpurse/domain/analytics';
import { useTestApp } from '../../test/helper.ts';
import { clientWithAdmin } from '../../test/simulations.ts';
import { insertQuestion } from '../questions/fixtures.ts';
import { post, validSubmission } from '../public/fixtures.ts';
import { analyticsSimulation, residentsActivity, type AnalyticsFixture } from './fixtures.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });

const highlights = async (f: AnalyticsFixture) => {
  const response = await t.injectAs(f.admin, { method: 'GET', url: `${f.adminPath}/questions/analytics` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TQuestionHighlight[] }>().data;
};
const close = (value: number) => expect.closeTo(value, 6);

// residentsActivity's three submissions (fixtures.ts), then six more through the public API, each
// answering the entry question South and the exit text 'Idea 1'...'Idea 6' (a seventh answers only
// spaces: no answer). Entry: North 2 (S1, S3), South 1 + 6 = 7, of 9. Age: 18-24 2, 65+ 1, of 3.
// Gender: Woman 1, Man 1, of 2. ZIP (text): 3 answers, newest S3's. Exit text: 6, the 5 newest listed.
async function withAnswers() {
  const f = await analyticsSimulation(t);
  await residentsActivity(t, f);
  const ideas = [1, 2, 3, 4, 5, 6].map((n) => `Idea ${n}`);
  for (const value of [...ideas, '   ']) {
    const body = validSubmission(f, {
      answers: [
        { question_id: f.questions.entry.id, value: 'south' },
        { question_id: f.questions.exit.id, value },
      ],
    });
    const response = await post(t, `${f.path}/submissions`, body);
    expect(response.statusCode, response.body).toBe(201);
  }
  return f;
}

describe('GET /v1/admin/budgets/{id}/questions/analytics', () => {
  it('counts each option of the choice questions and lists the newest free-text answers', async () => {
    const f = await withAnswers();
    // Entry first, then the exit questions in page order (display_order 0 each: by id).
    const data = await highlights(f);
    expect(data.map((q) => [q.text, q.kind, q.display_type, q.answer_count])).toEqual([
      ['Where do you live?', 'select', 'entry', 10],
      ['Any ideas?', 'text', 'exit', 6],
      ['What is your age range?', 'select', 'exit', 3],
      ['What is your gender?', 'select', 'exit', 2],
      ['ZIP?', 'text', 'exit', 3],
    ]);
    const [entry, exit, age, gender, zip] = data as [
      TQuestionHighlight,
      TQuestionHighlight,
      TQuestionHighlight,
      TQuestionHighlight,
      TQuestionHighlight,
    ];
    // The seventh submission answered the entry question too: South 1 + 7 = 8 of 10.
    expect(entry.options).toEqual([
      { value: 'north', label: 'North', count: 2, percentage: 20 },
      { value: 'south', label: 'South', count: 8, percentage: 80 },
    ]);
    expect(entry.latest_answers).toEqual([]);
    expect(age.options.map((o) => [o.label, o.count, o.percentage])).toEqual([
      ['18-24 years', 2, close(200 / 3)],
      ['65 or older', 1, close(100 / 3)],
    ]);
    expect(gender.options.map((o) => [o.label, o.count, o.percentage])).toEqual([
      ['Woman', 1, 50],
      ['Man', 1, 50],
    ]);
    expect(exit.options).toEqual([]);
    expect(exit.latest_answers.map((a) => a.value)).toEqual([
      'Idea 6',
      'Idea 5',
      'Idea 4',
      'Idea 3',
      'Idea 2',
    ]);
    expect(zip.latest_answers.map((a) => a.value)).toEqual(['80301', '80302', '80302']);
    expect(Date.parse(zip.latest_answers[0]!.created_at)).not.toBeNaN();
  });

  it('lists an answered value no longer offered, and a disabled question only when it has answers', async () => {
    const f = await withAnswers();
    await t.db.execute(sql`
      update demographic_questions set options_config = ${JSON.stringify([{ id: '1', label: 'North', value: 'north' }])}::jsonb
      where id = ${f.questions.entry.id}`);
    await t.db.execute(
      sql`update demographic_questions set is_enabled = false where id = ${f.questions.postal.id}`,
    );
    await insertQuestion(t.db, f.budget.id, { name: 'Never asked', is_enabled: false });
    const data = await highlights(f);
    expect(data.map((q) => q.text)).toEqual([
      'Where do you live?',
      'Any ideas?',
      'What is your age range?',
      'What is your gender?',
      'ZIP?',
    ]);
    expect(data[0]!.options).toEqual([
      { value: 'north', label: 'North', count: 2, percentage: 20 },
      { value: 'south', label: 'south', count: 8, percentage: 80 },
    ]);
  });

  it('has no answers for a New simulation, 404 for another client, 403 without analytics', async () => {
    const fresh = await analyticsSimulation(t, { budget: { status: 'new', activated_at: null } });
    const data = await highlights(fresh);
    expect(data[0]).toMatchObject({
      answer_count: 0,
      options: [
        { label: 'North', count: 0, percentage: null },
        { label: 'South', count: 0, percentage: null },
      ],
    });

    const { admin } = await clientWithAdmin(t);
    const url = `${fresh.adminPath}/questions/analytics`;
    expect((await t.injectAs(admin, { method: 'GET', url })).statusCode).toBe(404);
    const locked = await analyticsSimulation(t, { client: { analytics: false } });
    const refused = await t.injectAs(locked.admin, {
      method: 'GET',
      url: `${locked.adminPath}/questions/analytics`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: M.analyticsDisabled });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
