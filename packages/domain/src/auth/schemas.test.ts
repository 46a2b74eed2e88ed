import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTH_MESSAGES as M } from './messages.ts';
import { ZForgotForm, ZLoginForm, ZResetForm, ZTokenRequest } from './schemas.ts';

/** The first message per field, as the console shows it. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('ZLoginForm', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: M.emailRequired, password: M.passwordRequired },
    ],
    [{}, { email: M.emailRequired, password: M.passwordRequired }],
    [{ email: '   ', password: 'secret1' }, { email: M.emailRequired }],
    [{ email: 'not-an-email', password: 'secret1' }, { email: M.loginEmailInvalid }],
    [{ email: 'a@b.co', password: '12345' }, { password: M.passwordTooShort }],
    [{ email: 'a@b.co', password: '123456' }, {}],
    [{ email: '  Dana@Example.org ', password: '123456' }, {}],
  ])('%j gives %j', (input, expected) => {
    expect(fieldErrors(ZLoginForm, input)).toEqual(expected);
  });

  it('trims the e-mail', () => {
    expect(ZLoginForm.parse({ email: ' a@b.co ', password: '123456' }).email).toBe('a@b.co');
  });
});

describe('ZForgotForm', () => {
  it.each([
    ['', M.emailRequired],
    ['nope', M.emailInvalid],
    ['a@b', M.emailInvalid],
  ])('%j gives %s', (email, message) => {
    expect(fieldErrors(ZForgotForm, { email })).toEqual({ email: message });
  });

  it('accepts a valid address', () => {
    expect(fieldErrors(ZForgotForm, { email: 'clerk@city.gov' })).toEqual({});
  });
});

describe('ZResetForm', () => {
  const valid = { token: 'abc', email: 'a@b.co', password: 'secret1', password_confirmation: 'secret1' };

  it('accepts matching passwords of 6 characters or more', () => {
    expect(fieldErrors(ZResetForm, valid)).toEqual({});
    expect(
      fieldErrors(ZResetForm, { ...valid, password: '123456', password_confirmation: '123456' }),
    ).toEqual({});
  });

  it('reports every missing field with its own message', () => {
    expect(fieldErrors(ZResetForm, {})).toEqual({
      token: M.resetTokenRequired,
      email: M.emailRequired,
      password: M.passwordRequired,
      password_confirmation: M.passwordConfirmationRequired,
    });
  });

  it.each([
    [
      { password: '12345', password_confirmation: '12345' },
      { password: M.passwordTooShort, password_confirmation: M.passwordTooShort },
    ],
    [{ password_confirmation: 'secret2' }, { password_confirmation: M.passwordsMustMatch }],
    [{ password_confirmation: '' }, { password_confirmation: M.passwordConfirmationRequired }],
    [{ token: '  ' }, { token: M.resetTokenRequired }],
    [{ email: 'x@' }, { email: M.emailInvalid }],
  ])('%j gives %j', (change, expected) => {
    expect(fieldErrors(ZResetForm, { ...valid, ...change })).toEqual(expected);
  });
});

describe('ZTokenRequest', () => {
  it('accepts the password and refresh grants', () => {
    expect(
      ZTokenRequest.safeParse({ grant_type: 'password', username: 'a@b.co', password: 'x', client_id: 'c' })
        .success,
    ).toBe(true);
    expect(
      ZTokenRequest.safeParse({ grant_type: 'refresh_token', refresh_token: 'r', client_id: 'c' }).success,
    ).toBe(true);
  });

  it('refuses other grants and missing fields', () => {
    expect(ZTokenRequest.safeParse({ grant_type: 'client_credentials', client_id: 'c' }).success).toBe(false);
    expect(
      ZTokenRequest.safeParse({ grant_type: 'password', username: 'a@b.co', client_id: 'c' }).success,
    ).toBe(false);
  });
});
