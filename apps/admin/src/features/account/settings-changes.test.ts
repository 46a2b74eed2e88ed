import { describe, expect, it } from 'vitest';
import { makeMe } from '@/test/fixtures.ts';
import { settingsChanges, settingsDefaults } from './settings-changes.ts';

const me = makeMe();
const saved = settingsDefaults({ ...me, client: me.client! });

describe('settingsChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(settingsChanges(saved, saved, true)).toEqual({ client: null, profile: null, password: null });
  });

  it('sends the changed organisation and user fields apart', () => {
    const form = { ...saved, name: 'Town of Riverbend', postal_code: '', first_name: 'Dani' };
    expect(settingsChanges(form, saved, false)).toEqual({
      client: { name: 'Town of Riverbend', postal_code: '' },
      profile: { first_name: 'Dani' },
      password: null,
    });
  });

  it('sends a changed subdomain only for those who may move the site', () => {
    const form = { ...saved, subdomain: 'riverbend' };
    expect(settingsChanges(form, saved, false).client).toBeNull();
    expect(settingsChanges(form, saved, true).client).toEqual({ subdomain: 'riverbend' });
    expect(
      settingsChanges({ ...saved, subdomain: saved.subdomain.toUpperCase() }, saved, true).client,
    ).toBeNull();
  });

  it('sends the current password with an e-mail or password change, not with names', () => {
    const withCurrent = { ...saved, current_password: 'old-secret' };
    expect(settingsChanges({ ...withCurrent, last_name: 'Whitfield' }, saved, false).profile).toEqual({
      last_name: 'Whitfield',
    });
    expect(settingsChanges({ ...withCurrent, email: 'new@example.test' }, saved, false).profile).toEqual({
      email: 'new@example.test',
      current_password: 'old-secret',
    });
    const password = { ...saved, password: 'new-secret', password_confirmation: 'new-secret' };
    expect(settingsChanges(password, saved, false).password).toEqual({
      password: 'new-secret',
      password_confirmation: 'new-secret',
    });
  });
});

describe('settingsChanges: the framing sites', () => {
  it('sends the list when its lines changed, not for blank lines or spaces alone', () => {
    const form = { ...saved, public_frame_ancestors: ' https://a.example.gov \n\nhttps://b.example.gov' };
    expect(settingsChanges(form, saved, false).client).toEqual({
      public_frame_ancestors: ['https://a.example.gov', 'https://b.example.gov'],
    });
    const stored = { ...saved, public_frame_ancestors: 'https://a.example.gov' };
    expect(
      settingsChanges({ ...stored, public_frame_ancestors: 'https://a.example.gov\n' }, stored, false).client,
    ).toBeNull();
    expect(settingsChanges({ ...stored, public_frame_ancestors: '' }, stored, false).client).toEqual({
      public_frame_ancestors: [],
    });
  });
});
