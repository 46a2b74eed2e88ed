import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TSubmissionInput } from '@commonpurse/domain/public';
import type { TestApp } from '../../test/helper.ts';
import { insertQuestion } from '../questions/fixtures.ts';
import { post, publicSimulation, type FixtureOptions } from '../public/fixtures.ts';

// Residents' activity on the public fixture simulation (public/fixtures.ts), all through the public API:
//   50 visits: v1 desktop from facebook.com, v2 an iPhone from google.com (returning), v3 an iPad
//   (returning), v4 desktop from news.example.org, 46 more desktop direct visits.
//   Submissions: S1 (v1) A 2020, D 1100, E Cut; S2 (v2) A 2040; S3 (v3) A 2100, C 1188, D 1300.
//   Clicks and amounts of v1 (submitted) and v4, v5 (never submitted); time on site fixed afterwards.
// Every figure the tests expect is worked out by hand in analytics.test.ts.

export const UA = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/** Boulder, Colorado: postal code 80302's area. */
const BOULDER = { lat: 40.015, lng: -105.27, postal_code: '80302' };

export async function analyticsSimulation(t: TestApp, options: FixtureOptions = {}) {
  const f = await publicSimulation(t, options);
  const admin = await t.createUser({ clientIds: [f.client.id] });
  const select = (slug: string, name: string, options: [value: string, label: string][]) =>
    insertQuestion(t.db, f.budget.id, {
      name,
      slug,
      type: 'select',
      options_config: options.map(([value, label], i) => ({ id: String(i + 1), label, value })),
    });
  const age = await select('age_range', 'What is your age range?', [
    ['18_24', '18-24 years'],
    ['65_plus', '65 or older'],
  ]);
  const gender = await select('gender', 'What is your gender?', [
    ['woman', 'Woman'],
    ['man', 'Man'],
  ]);
  const postal = await insertQuestion(t.db, f.budget.id, { name: 'ZIP?', slug: 'postal_code', type: 'text' });
  return {
    ...f,
    admin,
    questions: { ...f.questions, age, gender, postal },
    adminPath: `/v1/admin/budgets/${f.budget.id}`,
  };
}

export type AnalyticsFixture = Awaited<ReturnType<typeof analyticsSimulation>>;

async function visit(t: TestApp, f: AnalyticsFixture, agent: string, body: object = {}) {
  const response = await post(t, `${f.path}/visits`, body, { headers: { 'user-agent': agent } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { visit_id: number } }>().data.visit_id;
}

async function clicks(t: TestApp, f: AnalyticsFixture, body: object) {
  const response = await post(t, `${f.path}/clicks`, body);
  expect(response.statusCode, response.body).toBe(204);
}

async function submit(t: TestApp, f: AnalyticsFixture, body: TSubmissionInput) {
  const response = await post(t, `${f.path}/submissions`, body);
  expect(response.statusCode, response.body).toBe(201);
}

/** The activity described above; answers the visit ids. */
export async function residentsActivity(t: TestApp, f: AnalyticsFixture) {
  const { a, c, d, e } = f.items;
  const q = f.questions;
  const v1 = await visit(t, f, UA.desktop, { referrer: 'https://www.facebook.com/groups/town' });
  const v2 = await visit(t, f, UA.iphone, { referrer: 'https://www.google.com/', returning: true });
  const v3 = await visit(t, f, UA.ipad, { returning: true });
  const v4 = await visit(t, f, UA.desktop, { referrer: 'https://news.example.org/story' });
  const v5 = await visit(t, f, UA.desktop);
  for (let i = 0; i < 45; i += 1) await visit(t, f, UA.desktop);

  await clicks(t, f, {
    visit_id: v1,
    clicks: [
      { subcategory_id: a.id, kind: 'increase', count: 2 },
      { subcategory_id: a.id, kind: 'info', count: 1 },
      { subcategory_id: d.id, kind: 'decrease', count: 1 },
      { subcategory_id: e.id, kind: 'option', option_id: 2, count: 1 },
      { subcategory_id: null, kind: 'reset', count: 1 },
    ],
    // A submitting visit's session amounts are not "session changes of non-submitters".
    amounts: [{ subcategory_id: a.id, amount: 2020 }],
  });
  await clicks(t, f, {
    visit_id: v4,
    clicks: [
      { subcategory_id: a.id, kind: 'increase', count: 3 },
      { subcategory_id: a.id, kind: 'decrease', count: 1 },
      { subcategory_id: a.id, kind: 'details', count: 2 },
      { subcategory_id: a.id, kind: 'open', count: 1 },
      { subcategory_id: d.id, kind: 'increase', count: 2 },
      { subcategory_id: e.id, kind: 'option', option_id: 1, count: 2 },
      { subcategory_id: e.id, kind: 'option', option_id: 2, count: 1 },
      { subcategory_id: null, kind: 'reset', count: 2 },
    ],
    amounts: [
      { subcategory_id: a.id, amount: 2060 },
      { subcategory_id: d.id, amount: 1300 },
    ],
  });
  await clicks(t, f, {
    visit_id: v5,
    clicks: [],
    amounts: [
      { subcategory_id: a.id, amount: 1980 },
      { subcategory_id: c.id, amount: 1212 },
    ],
  });

  await submit(t, f, {
    visit_id: v1,
    items: [
      { subcategory_id: a.id, amount: 2020 },
      { subcategory_id: d.id, amount: 1100 },
      { subcategory_id: e.id, amount: 0 },
    ],
    scenario: [{ subcategory_id: e.id, option_ids: [2] }],
    answers: [
      { question_id: q.entry.id, value: 'north' },
      { question_id: q.age.id, value: '18_24' },
      { question_id: q.gender.id, value: 'woman' },
      { question_id: q.postal.id, value: '80302' },
    ],
    comments: [{ subcategory_id: d.id, text: 'Fix the potholes first' }],
    location: BOULDER,
  });
  await submit(t, f, {
    visit_id: v2,
    items: [{ subcategory_id: a.id, amount: 2040 }],
    answers: [
      { question_id: q.entry.id, value: 'south' },
      { question_id: q.age.id, value: '18_24' },
      { question_id: q.gender.id, value: 'man' },
      { question_id: q.postal.id, value: '80302' },
    ],
    comments: [{ text: 'Thanks for asking' }],
    location: BOULDER,
  });
  await submit(t, f, {
    visit_id: v3,
    items: [
      { subcategory_id: a.id, amount: 2100 },
      { subcategory_id: c.id, amount: 1188 },
      { subcategory_id: d.id, amount: 1300 },
    ],
    answers: [
      { question_id: q.entry.id, value: 'north' },
      { question_id: q.age.id, value: '65_plus' },
      { question_id: q.postal.id, value: '80301' },
    ],
    comments: [{ subcategory_id: a.id, text: '=HYPERLINK("http://x")' }],
  });

  // Time on site: v1 stayed 3 minutes, every other visit 1 (the API moves last_seen_at to now()).
  await t.db.execute(sql`
    update visits set last_seen_at = created_at + case when id = ${v1} then interval '180 seconds'
      else interval '60 seconds' end
    where budget_id = ${f.budget.id}`);
  return { v1, v2, v3, v4, v5 };
}

/** One fixture with its activity per test file, for read-only tests (each reads, none writes). */
export function sharedActivity(t: TestApp) {
  let shared: Promise<AnalyticsFixture> | undefined;
  return () =>
    (shared ??= (async () => {
      const f = await analyticsSimulation(t);
      await residentsActivity(t, f);
      return f;
    })());
}
