import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ballotResults, budgets, emailOutbox, submissions, voterCodes, voterEmails } from '@commonpurse/db';
import { BALLOT_MESSAGES as B, PUBLIC_MESSAGES as M } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import {
  castBallot,
  publicPrioritization,
  ranked,
  validBallot,
  type PrioritizationFixture,
} from './ballot-fixtures.ts';
import { post } from './fixtures.ts';

const t = useTestApp({
  env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m', VOTER_EMAIL_RATE_LIMIT_PER_IP: '4/15m' },
});

const emailVoting = () => publicPrioritization(t, { budget: { ballot_verification: 'email' } });

let addresses = 0;
/** Asks for a code (from an IP of its own unless told) and reads it from the outbox. */
async function mailedCode(f: PrioritizationFixture, email: string, remoteAddress = `192.0.2.${++addresses}`) {
  const response = await post(t, `${f.path}/voter/email`, { email }, { remoteAddress });
  expect(response.statusCode, response.body).toBe(204);
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to_address, email.trim()))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail!.text_body)?.[1];
  expect(code).toBeDefined();
  return code!;
}

const verify = (f: PrioritizationFixture, email: string, code: string) =>
  post(t, `${f.path}/voter/email/verify`, { email, code });

async function tokenFor(f: PrioritizationFixture, email: string): Promise<string> {
  const response = await verify(f, email, await mailedCode(f, email));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token;
}

describe('e-mail verification', () => {
  it('mails a code; the code answers a token; a ballot needs it; a second ballot replaces the first', async () => {
    const f = await emailVoting();
    const refused = await castBallot(t, f, validBallot(f));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ voter: [B.verificationRequired] });

    const code = await mailedCode(f, 'Ada@Example.org');
    const stored = await t.db.select().from(voterEmails).where(eq(voterEmails.budget_id, f.budget.id));
    expect(JSON.stringify(stored)).not.toMatch(/ada@example\.org|Ada@Example|"code_hash":"\d{6}"/i);
    const verified = await verify(f, ' ada@example.org ', code);
    expect(verified.statusCode, verified.body).toBe(200);
    const { token, expires_at, has_ballot } = verified.json().data;
    expect(has_ballot).toBe(false);
    const hours = (new Date(expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);

    const first = await castBallot(t, f, validBallot(f, { voter: { token } }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.replaced).toBe(false);
    expect(first.headers['set-cookie']).toBeUndefined();

    // Again from another device: a new code, a new token, the same voter.
    const again = await verify(f, 'ada@example.org', await mailedCode(f, 'ada@example.org'));
    expect(again.json().data.has_ballot).toBe(true);
    const second = await castBallot(t, f, validBallot(f, { voter: { token: again.json().data.token } }));
    expect(second.json().data.replaced).toBe(true);
    const rows = await t.db.select().from(submissions).where(eq(submissions.budget_id, f.budget.id));
    expect(rows.filter((r) => r.is_current).map((r) => r.id)).toEqual([second.json().data.id]);
    expect(rows[0]!.voter_key).toMatch(/^email:[0-9a-f]{64}$/);
  });

  it('refuses an unknown or expired token', async () => {
    const f = await emailVoting();
    const unknown = await castBallot(t, f, validBallot(f, { voter: { token: 'nope' } }));
    expect(unknown.json().errors).toEqual({ voter: [B.voterTokenInvalid] });
    const token = await tokenFor(f, 'late@example.org');
    await t.db
      .update(voterEmails)
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where(eq(voterEmails.budget_id, f.budget.id));
    const expired = await castBallot(t, f, validBallot(f, { voter: { token } }));
    expect(expired.json().errors).toEqual({ voter: [B.voterTokenInvalid] });
  });

  it('a code expires after 15 minutes and works once', async () => {
    const f = await emailVoting();
    const code = await mailedCode(f, 'slow@example.org');
    await t.db
      .update(voterEmails)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(voterEmails.budget_id, f.budget.id));
    const late = await verify(f, 'slow@example.org', code);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ code: [B.emailCodeExpired] });

    const fresh = await mailedCode(f, 'slow@example.org');
    expect((await verify(f, 'slow@example.org', fresh)).statusCode).toBe(200);
    expect((await verify(f, 'slow@example.org', fresh)).json().errors).toEqual({
      code: [B.emailCodeExpired],
    });
  });

  it('five wrong codes end the code, even for the right one', async () => {
    const f = await emailVoting();
    const code = await mailedCode(f, 'guess@example.org');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await verify(f, 'guess@example.org', wrong)).json().errors).toEqual({
        code: [B.emailCodeWrong],
      });
    const right = await verify(f, 'guess@example.org', code);
    expect(right.json().errors).toEqual({ code: [B.emailCodeTooManyAttempts] });
    expect((await verify(f, 'never@example.org', code)).json().errors).toEqual({ code: [B.emailCodeWrong] });
  });

  it('refuses a malformed address, limits codes per address and per IP', async () => {
    const f = await emailVoting();
    const bad = await post(t, `${f.path}/voter/email`, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: [B.emailInvalid] });
    for (let i = 0; i < 3; i++) await mailedCode(f, 'often@example.org', `198.51.100.${10 + i}`);
    const fourth = await post(
      t,
      `${f.path}/voter/email`,
      { email: 'often@example.org' },
      { remoteAddress: '198.51.100.20' },
    );
    expect(fourth.statusCode).toBe(429);
    const ip = '198.51.100.30';
    for (let i = 0; i < 3; i++) await mailedCode(f, `ip${i}@example.org`, ip);
    await post(t, `${f.path}/voter/email`, { email: 'ip3@example.org' }, { remoteAddress: ip });
    const over = await post(t, `${f.path}/voter/email`, { email: 'ip4@example.org' }, { remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(M.tooManyRequests);
  });

  it('answers 404 for a prioritization that does not verify that way, and for a simulation', async () => {
    const f = await publicPrioritization(t);
    expect((await post(t, `${f.path}/voter/email`, { email: 'a@example.org' })).statusCode).toBe(404);
    expect((await post(t, `${f.path}/voter/code`, { code: 'AB12-CD34' })).statusCode).toBe(404);
    const simulation = await publicPrioritization(t, { budget: { is_pb: false } });
    const status = await t.app.inject({ method: 'GET', url: `${simulation.path}/ballot` });
    expect(status.statusCode).toBe(404);
    expect(status.headers['set-cookie']).toBeUndefined();
  });
});

describe('voter codes', () => {
  async function codeVoting() {
    const f = await publicPrioritization(t, { budget: { ballot_verification: 'voter_code' } });
    await t.db.insert(voterCodes).values([
      { budget_id: f.budget.id, code: 'AB12-CD34' },
      { budget_id: f.budget.id, code: 'EF56-GH78' },
    ]);
    return f;
  }

  it('checks a code (any case, spaces or dashes) and a ballot spends it once', async () => {
    const f = await codeVoting();
    const check = (code: string) => post(t, `${f.path}/voter/code`, { code });
    expect((await check('ab12 cd34')).json()).toEqual({ data: { valid: true } });
    expect((await check('ZZZZ-ZZZZ')).json().errors).toEqual({ code: [B.voterCodeUnknown] });
    const refused = await castBallot(t, f, validBallot(f));
    expect(refused.json().errors).toEqual({ voter: [B.verificationRequired] });

    const ballot = await castBallot(t, f, validBallot(f, { voter: { code: 'ab12cd34' } }));
    expect(ballot.statusCode, ballot.body).toBe(201);
    const [used] = await t.db
      .select()
      .from(voterCodes)
      .where(and(eq(voterCodes.budget_id, f.budget.id), eq(voterCodes.code, 'AB12-CD34')));
    expect(used).toMatchObject({ submission_id: ballot.json().data.id });
    expect(used!.used_at).not.toBeNull();
    expect((await check('AB12-CD34')).json().errors).toEqual({ code: [B.voterCodeUsed] });
    const again = await castBallot(t, f, validBallot(f, { voter: { code: 'AB12-CD34' } }));
    expect(again.json().errors).toEqual({ voter: [B.voterCodeUsed] });
  });

  it('a ballot refused by its rules does not spend its code', async () => {
    const f = await codeVoting();
    const over = ranked(f.items.pool, f.items.park, f.items.lights);
    const refused = await castBallot(t, f, { items: over, voter: { code: 'AB12-CD34' } });
    expect(refused.json().errors).toEqual({ items: [B.overFunds] });
    const [code] = await t.db
      .select()
      .from(voterCodes)
      .where(and(eq(voterCodes.budget_id, f.budget.id), eq(voterCodes.code, 'AB12-CD34')));
    expect(code!.used_at).toBeNull();
  });

  it('two ballots at once with one code: one is stored, the other refused', async () => {
    const f = await codeVoting();
    const answers = await Promise.all(
      [1, 2].map(() => castBallot(t, f, validBallot(f, { voter: { code: 'EF56-GH78' } }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().errors).toEqual({ voter: [B.voterCodeUsed] });
    const rows = await t.db.select().from(submissions).where(eq(submissions.budget_id, f.budget.id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET receipts/{code}', () => {
  const receipt = (f: PrioritizationFixture, code: string) =>
    t.app.inject({ method: 'GET', url: `${f.path}/receipts/${encodeURIComponent(code)}` });

  it('says counted, then replaced, and whether the published results include the ballot', async () => {
    const f = await publicPrioritization(t);
    const first = await castBallot(t, f, validBallot(f));
    const code: string = first.json().data.receipt_code;
    const counted = await receipt(f, code.toLowerCase());
    expect(counted.json().data).toMatchObject({
      receipt_code: code,
      status: 'counted',
      in_published_results: false,
    });

    const cookie = /cp_voter=[^;]+/.exec(String(first.headers['set-cookie']))![0];
    const second = await castBallot(t, f, validBallot(f), { cookie });
    expect((await receipt(f, code)).json().data.status).toBe('replaced');
    expect((await receipt(f, 'ZZZZ-ZZZZ')).json()).toEqual({ message: B.receiptUnknown });

    await t.db.update(budgets).set({ status: 'inactive' }).where(eq(budgets.id, f.budget.id));
    expect((await receipt(f, code)).statusCode).toBe(404);
    await t.db.insert(ballotResults).values({ budget_id: f.budget.id, method: 'greedy', results: {} });
    const secondCode: string = second.json().data.receipt_code;
    expect((await receipt(f, secondCode)).json().data).toMatchObject({
      status: 'counted',
      in_published_results: true,
    });
    expect((await receipt(f, code)).json().data).toMatchObject({
      status: 'replaced',
      in_published_results: false,
    });
    const row = await t.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.budget_id, f.budget.id), eq(submissions.receipt_code, secondCode)));
    expect(row).toHaveLength(1);
  });
});
