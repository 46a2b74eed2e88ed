import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, passwordResetTokens } from '@commonpurse/db';
import { AUTH_MESSAGES } from '@commonpurse/domain';
import { hashToken } from '../../lib/secure-token.ts';
import { useTestApp, type TestUser } from '../../test/helper.ts';

const t = useTestApp();

const forgot = (email: unknown) => t.app.inject({ method: 'POST', url: '/v1/forgot', payload: { email } });
const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/reset', payload });

interface OutboxFile {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

async function outboxFiles(): Promise<OutboxFile[]> {
  const dir = join(t.config.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [])).sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxFile),
  );
}

/** Asks for a reset of the user's password and answers the token mailed to them. */
async function mailedResetToken(user: TestUser): Promise<string> {
  expect((await forgot(user.email)).statusCode).toBe(200);
  const mail = (await outboxFiles()).filter((file) => file.to === user.email).at(-1);
  const link = new URL(mail?.links[0] ?? '');
  expect(link.searchParams.get('email')).toBe(user.email);
  return link.searchParams.get('token') ?? '';
}

const newPassword = 'brand-new-password';
const resetBody = (user: TestUser, token: string) => ({
  email: user.email,
  password: newPassword,
  password_confirmation: newPassword,
  token,
});

describe('POST /v1/forgot', () => {
  it('answers success for a known and for an unknown address alike', async () => {
    const known = await forgot(t.users.trialAdmin.email);
    const unknown = await forgot('nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: 'success' });
    expect(unknown.body).toBe(known.body);
  });

  it('mails a link to the reset page: a database row and a file in DATA_DIR/outbox', async () => {
    const user = await t.createUser({ clientIds: [await t.clientId('demo')] });
    expect((await forgot(` ${user.email.toUpperCase()} `)).statusCode).toBe(200);

    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, user.email))
      .orderBy(desc(emailOutbox.id));
    expect(row).toMatchObject({ transport: 'outbox', subject: 'Reset your Commonpurse password' });

    const file = (await outboxFiles()).find((f) => f.to === user.email);
    expect(file?.links).toHaveLength(1);
    const link = new URL(file?.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://console.test/reset');
    expect(link.searchParams.get('email')).toBe(user.email);
    const token = link.searchParams.get('token') ?? '';
    expect(row?.text_body).toContain(file?.links[0]);
    expect(file?.html).toContain('/reset?token=');

    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.token_hash, hashToken(token)));
    expect(stored).toHaveLength(1);
  });

  it('creates no token and no mail for an unknown address', async () => {
    const before = (await t.db.select().from(emailOutbox)).length;
    await forgot('still-nobody@example.test');
    expect(await t.db.select().from(emailOutbox)).toHaveLength(before);
  });

  it.each([
    ['', AUTH_MESSAGES.emailRequired],
    [undefined, AUTH_MESSAGES.emailRequired],
    ['not-an-address', AUTH_MESSAGES.emailInvalid],
  ])('answers 422 for %j with the spec message', async (email, message) => {
    const response = await forgot(email);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors: { email: [message] } });
  });
});

describe('POST /v1/reset', () => {
  it('sets the new password, ends every session and uses the token up', async () => {
    const user = await t.createUser({ clientIds: [await t.clientId('demo')] });
    const session = await t.login(user.email, user.password);
    const token = await mailedResetToken(user);

    const response = await reset(resetBody(user, token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });

    const me = await t.injectWithToken(session.access_token, { method: 'GET', url: '/v1/users/me' });
    expect(me.statusCode).toBe(401);
    await expect(t.login(user.email, user.password)).rejects.toThrow();
    expect((await t.login(user.email, newPassword)).access_token).toBeTruthy();

    const reused = await reset(resetBody(user, token));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
  });

  it('refuses an expired token', async () => {
    const user = await t.createUser({ clientIds: [await t.clientId('demo')] });
    const token = await mailedResetToken(user);
    await t.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.token_hash, hashToken(token)));
    const response = await reset(resetBody(user, token));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
  });

  it("refuses a token of another account's e-mail and an unknown token", async () => {
    const user = await t.createUser({ clientIds: [await t.clientId('demo')] });
    const token = await mailedResetToken(user);
    const wrongEmail = await reset({ ...resetBody(user, token), email: t.users.demoAdmin.email });
    expect(wrongEmail.json().errors).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
    const unknown = await reset(resetBody(user, 'made-up-token'));
    expect(unknown.json().errors).toEqual({ token: [AUTH_MESSAGES.resetTokenInvalid] });
    expect((await t.login(user.email, user.password)).access_token).toBeTruthy();
  });

  it('answers each field with the spec messages', async () => {
    const empty = await reset({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      token: [AUTH_MESSAGES.resetTokenRequired],
      email: [AUTH_MESSAGES.emailRequired],
      password: [AUTH_MESSAGES.passwordRequired],
      password_confirmation: [AUTH_MESSAGES.passwordConfirmationRequired],
    });
    const bad = await reset({ token: 'x', email: 'nope', password: 'abc', password_confirmation: 'abcd' });
    expect(bad.json().errors).toEqual({
      email: [AUTH_MESSAGES.emailInvalid],
      password: [AUTH_MESSAGES.passwordTooShort],
      password_confirmation: [AUTH_MESSAGES.passwordTooShort],
    });
    const mismatch = await reset({
      token: 'x',
      email: 'a@b.example',
      password: 'abcdef',
      password_confirmation: 'abcdeg',
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: [AUTH_MESSAGES.passwordsMustMatch] });
  });
});

describe('POST /v1/reset with a body that is not an object', () => {
  it.each([
    ['null', 'application/json', 'null'],
    ['a JSON list', 'application/json', '[]'],
    [
      'a multipart form',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n',
    ],
  ])('answers 4xx for %s, never a server error', async (_case, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/reset',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
