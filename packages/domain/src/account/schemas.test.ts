import { describe, expect, it } from 'vitest';
import { isTokenActive } from './integrations.ts';
import {
  accountUpdateFailure,
  ACCOUNT_MESSAGES as M,
  logoDeleteFailure,
  logoUploadFailure,
} from './messages.ts';
import { ZAccountSettingsForm, ZClientProfileUpdate, ZUserProfileUpdate } from './schemas.ts';

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

describe('ZClientProfileUpdate: subdomain, logo link, postal code and console settings', () => {
  it.each([
    [{ subdomain: '' }, [`subdomain: ${M.subdomainRequired}`]],
    [{ subdomain: 'ab' }, [`subdomain: ${M.subdomainLength}`]],
    [{ subdomain: 'a'.repeat(64) }, [`subdomain: ${M.subdomainLength}`]],
    [{ subdomain: '-river' }, [`subdomain: ${M.subdomainCharacters}`]],
    [{ subdomain: 'river-' }, [`subdomain: ${M.subdomainCharacters}`]],
    [{ subdomain: 'river_ton' }, [`subdomain: ${M.subdomainCharacters}`]],
    [{ subdomain: 'river.ton' }, [`subdomain: ${M.subdomainCharacters}`]],
    [{ subdomain: 'www' }, [`subdomain: ${M.subdomainReserved}`]],
    [{ subdomain: 'API' }, [`subdomain: ${M.subdomainReserved}`]],
    [{ subdomain: 'riv' }, []],
    [{ subdomain: 'a'.repeat(63) }, []],
    [{ logo_outbound_link: 'javascript:alert(1)' }, [`logo_outbound_link: ${M.logoLinkInvalid}`]],
    [{ logo_outbound_link: 'ftp://files.example.org' }, [`logo_outbound_link: ${M.logoLinkInvalid}`]],
    [{ logo_outbound_link: 'not a url' }, [`logo_outbound_link: ${M.logoLinkInvalid}`]],
    [{ logo_outbound_link: `x${'a'.repeat(2048)}` }, [`logo_outbound_link: ${M.logoLinkInvalid}`]],
    [{ console_metadata: { big: 'x'.repeat(16_001) } }, [`console_metadata: ${M.consoleMetadataTooLarge}`]],
  ])('%j gives %j', (input, expected) => {
    expect(messages(ZClientProfileUpdate.safeParse(input))).toEqual(expected);
  });

  it.each([
    ['riverton.example.org', 'http://riverton.example.org'],
    ['  www.riverton.gov/parks ', 'http://www.riverton.gov/parks'],
    ['https://riverton.gov', 'https://riverton.gov'],
    ['HTTP://riverton.gov', 'HTTP://riverton.gov'],
    ['', null],
    [null, null],
  ])('stores the logo link %j as %j', (input, stored) => {
    expect(ZClientProfileUpdate.parse({ logo_outbound_link: input }).logo_outbound_link).toBe(stored);
  });

  it('lower-cases the subdomain and clears a blank postal code', () => {
    expect(ZClientProfileUpdate.parse({ subdomain: ' RiverTon ', postal_code: ' ' })).toEqual({
      subdomain: 'riverton',
      postal_code: null,
    });
  });
});

describe('ZAccountSettingsForm', () => {
  const valid = {
    name: 'City of Riverton',
    postal_code: '97401',
    subdomain: 'riverton',
    first_name: 'Dana',
    last_name: 'Reyes',
    email: 'dana@example.test',
    logo_outbound_link: 'riverton.gov',
    public_frame_ancestors: 'https://www.riverton.gov\n\nhttps://news.example.org',
    password: '',
    password_confirmation: '',
    current_password: '',
  };

  it('accepts the form without a new password, a blank postal code or link', () => {
    expect(messages(ZAccountSettingsForm.safeParse(valid))).toEqual([]);
    expect(
      messages(ZAccountSettingsForm.safeParse({ ...valid, postal_code: '', logo_outbound_link: '' })),
    ).toEqual([]);
  });

  it.each([
    [{ name: '' }, [`name: ${M.organizationNameRequired}`]],
    [{ name: 'Tiny' }, [`name: ${M.organizationNameTooShort}`]],
    [{ public_frame_ancestors: 'riverton.gov' }, [`public_frame_ancestors: ${M.frameAncestorInvalid}`]],
    [{ postal_code: '9740' }, [`postal_code: ${M.postalCodeInvalid}`]],
    [{ first_name: '' }, [`first_name: ${M.firstNameRequired}`]],
    [{ last_name: ' ' }, [`last_name: ${M.lastNameRequired}`]],
    [{ email: '' }, [`email: ${M.emailRequired}`]],
    [{ email: 'dana@' }, [`email: ${M.emailInvalid}`]],
    [{ logo_outbound_link: 'javascript:alert(1)' }, [`logo_outbound_link: ${M.logoLinkInvalid}`]],
    [{ password: '12345', password_confirmation: '12345' }, [`password: ${M.passwordTooShort}`]],
    [
      { password: 'secret1', password_confirmation: 'secret2' },
      [`password_confirmation: ${M.passwordsMustMatch}`],
    ],
    [
      { name: '', password: 'secret1', password_confirmation: '' },
      [`name: ${M.organizationNameRequired}`, `password_confirmation: ${M.passwordsMustMatch}`],
    ],
  ])('%j gives %j', (change, expected) => {
    expect(messages(ZAccountSettingsForm.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});

describe('account failure messages', () => {
  it('adds the server messages to the account and logo failures', () => {
    expect(accountUpdateFailure([])).toBe('An error occurred while updating your account');
    expect(accountUpdateFailure(['This email address is already in use'])).toBe(
      'An error occurred while updating your account: This email address is already in use',
    );
    expect(logoUploadFailure()).toBe('An error occurred while processing the logo');
    expect(logoUploadFailure(M.logoTypeInvalid)).toBe(
      'An error occurred while processing the logo: The logo must be a PNG, JPG, JPEG or GIF file.',
    );
    expect(logoDeleteFailure()).toBe('An error occurred while deleting the logo.');
    expect(logoDeleteFailure('Not found.')).toBe('An error occurred while deleting the logo.: Not found.');
  });
});

describe('integration tokens', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it.each([
    [{ revoked_at: null, expires_at: null }, true],
    [{ revoked_at: null, expires_at: '2026-06-02T00:00:00Z' }, true],
    [{ revoked_at: null, expires_at: '2026-06-01T00:00:00Z' }, false],
    [{ revoked_at: '2026-05-01T00:00:00Z', expires_at: '2027-01-01T00:00:00Z' }, false],
  ])('%j is active: %s', (token, active) => {
    expect(isTokenActive(token, now)).toBe(active);
  });
});
