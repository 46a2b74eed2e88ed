import { describe, expect, it } from 'vitest';
import { PUBLIC_MESSAGES as M } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import { insertSubmissions } from '../../test/simulations.ts';
import {
  participationCounts,
  post,
  publicSimulation,
  validSubmission,
  type PublicFixture,
} from './fixtures.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });

const submit = (f: PublicFixture, key?: string, body: unknown = validSubmission(f)) =>
  post(t, `${f.path}/submissions`, body, key === undefined ? {} : { headers: { 'idempotency-key': key } });

describe('submissions with an Idempotency-Key', () => {
  it('answers a retry with the first submission and stores nothing new', async () => {
    const f = await publicSimulation(t);
    const first = await submit(f, 'submit-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await submit(f, 'submit-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const counts = await participationCounts(t.db, f.budget.id);
    expect(counts).toMatchObject({ submissions: 1, submission_items: 5, submission_answers: 2 });

    // Another key, or none, is another submission; the same key on another simulation is its own.
    expect((await submit(f, 'submit-2')).json().data.id).not.toBe(first.json().data.id);
    expect((await submit(f)).statusCode).toBe(201);
    const other = await publicSimulation(t);
    expect((await submit(other, 'submit-1')).json().data.id).not.toBe(first.json().data.id);
    expect((await participationCounts(t.db, f.budget.id)).submissions).toBe(3);
  });

  it('stores one submission when identical requests race', async () => {
    const f = await publicSimulation(t);
    const responses = await Promise.all(Array.from({ length: 8 }, () => submit(f, 'double-click')));
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const ids = new Set(responses.map((response) => response.json().data.id));
    expect(ids.size).toBe(1);
    expect(await participationCounts(t.db, f.budget.id)).toMatchObject({
      submissions: 1,
      submission_items: 5,
      submission_answers: 2,
      submission_choices: 1,
    });
  });
});

describe("the client's submission cap", () => {
  it('refuses submissions past clients.max_submissions, but still answers a retry of an earlier one', async () => {
    const f = await publicSimulation(t, { client: { max_submissions: 3 } });
    await insertSubmissions(t.db, f.budget.id, 1);
    const kept = await submit(f, 'kept');
    expect(kept.statusCode, kept.body).toBe(201);
    expect((await submit(f)).statusCode).toBe(201);
    const refused = await submit(f);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: M.maxSubmissionsReached,
      errors: { submission: [M.maxSubmissionsReached] },
    });
    expect((await participationCounts(t.db, f.budget.id)).submissions).toBe(3);
    const retry = await submit(f, 'kept');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(kept.json());
    const page = await t.app.inject({ method: 'GET', url: f.pagePath });
    expect(page.json().data.submissions_available).toBe(false);
  });

  it('never passes the cap when submissions race', async () => {
    const f = await publicSimulation(t, { client: { max_submissions: 2 } });
    const responses = await Promise.all(Array.from({ length: 6 }, () => submit(f)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(4);
    expect((await participationCounts(t.db, f.budget.id)).submissions).toBe(2);
  });
});
