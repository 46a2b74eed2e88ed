import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { ZClientProfileUpdate, ZUserProfileUpdate } from './schemas.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`));

describe('ZUserProfileUpdate', () => {
  it('accepts any subset of the fields', () => {
    expect(ZUserProfileUpdate.safeParse({}).success).toBe(true);
    expect(ZUserProfileUpdate.safeParse({ first_name: 'Dana' }).success).toBe(true);
    expect(
      ZUserProfileUpdate.safeParse({ password: 'secret1', password_confirmation: 'secret1' }).success,
    ).toBe(true);
    expect(
      ZUserProfileUpdate.safeParse({
        email: 'dana@example.test',
        password: '123456',
        password_confirmation: '123456',
        current_password: 'old-secret',
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ first_name: '' }, [`first_name: ${M.firstNameRequired}`]],
    [{ first_name: '   ' }, [`first_name: ${M.firstNameRequired}`]],
    [{ last_name: '' }, [`last_name: ${M.lastNameRequired}`]],
    [{ email: '' }, [`email: ${M.emailRequired}`]],
    [{ email: 'dana@' }, [`email: ${M.emailInvalid}`]],
    [{ password: '12345', password_confirmation: '12345' }, [`password: ${M.passwordTooShort}`]],
    [{ password: '123456' }, [`password_confirmation: ${M.passwordConfirmationRequired}`]],
    [
      { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
      [`password: ${M.passwordTooLong}`, `password_confirmation: ${M.passwordTooLong}`],
    ],
    [
      { password: 'secret1', password_confirmation: 'secret2' },
      [`password_confirmation: ${M.passwordsMustMatch}`],
    ],
  ])('%j gives %j', (input, expected) => {
    expect(messages(ZUserProfileUpdate.safeParse(input))).toEqual(expected);
  });
});

describe('ZClientProfileUpdate', () => {
  it.each([
    [{ name: '' }, [`name: ${M.organizationNameRequired}`]],
    [{ name: 'Tiny' }, [`name: ${M.organizationNameTooShort}`]],
    [{ name: 'Riverton' }, []],
    [{ postal_code: '1234' }, [`postal_code: ${M.postalCodeInvalid}`]],
    [{ postal_code: '123456' }, [`postal_code: ${M.postalCodeInvalid}`]],
    [{ postal_code: '1234a' }, [`postal_code: ${M.postalCodeInvalid}`]],
    [{ postal_code: '97401' }, []],
  ])('%j gives %j', (input, expected) => {
    expect(messages(ZClientProfileUpdate.safeParse(input))).toEqual(expected);
  });
});
