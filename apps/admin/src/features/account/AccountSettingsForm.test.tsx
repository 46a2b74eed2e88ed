import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { user } from '@/test/user.ts';
import { ACCOUNT_MESSAGES as M } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, signIn } from '@/test/render.tsx';
import { ACCOUNT_LABELS as L } from './labels.ts';
import { accountUser, mockAccountApi, refused, violations } from './test-support.ts';
import { renderAccountPage } from './page-harness.tsx';

beforeEach(() => {
  desktopViewport();
  signIn();
});

/** An input by its label (a required field's label ends with ' *'). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;
const banner = () => screen.findByRole('alert');

/** A new value, pasted: the form checks it on saving, not as typed. */
async function replace(label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value) await user.paste(value);
}

const save = () => user.click(screen.getByRole('button', { name: L.updateSettings }));

async function openPage(api = mockAccountApi()) {
  const rendered = renderAccountPage();
  await screen.findByRole('button', { name: L.updateSettings }, { timeout: 15_000 });
  return { api, ...rendered };
}

describe('My Account: the settings form', () => {
  it('is the /profile route titled My Account, reached from the header’s Account Settings', async () => {
    mockAccountApi();
    const { router } = renderConsoleAt('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Welcome, Dana' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await screen.findByRole('button', { name: L.updateSettings }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('My Account | Commonpurse'));
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
  });

  it('shows the organisation and the user as stored', async () => {
    await openPage();
    expect(field(L.organizationName).value).toBe('City of Riverton');
    expect(field(L.postalCode).value).toBe('12345');
    expect(field(L.firstName).value).toBe('Dana');
    expect(field(L.lastName).value).toBe('Reyes');
    expect(field(L.email).value).toBe('admin@riverton.example');
    expect(field(L.newPassword).value).toBe('');
  });
});

describe('My Account: Update Settings', () => {
  it('saves only what changed of the organisation and the user', async () => {
    const { api } = await openPage();
    await replace(L.organizationName, 'Town of Riverbend');
    await replace(L.postalCode, '97401');
    await replace(L.outboundLink, 'riverbend.gov');
    await replace(L.lastName, 'Whitfield');
    await save();
    expect(await screen.findByText(M.profileUpdated)).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/admin/clients/me').map((c) => c.body)).toEqual([
      { name: 'Town of Riverbend', postal_code: '97401', logo_outbound_link: 'riverbend.gov' },
    ]);
    expect(api.callsTo('PATCH', '/v1/users/me').map((c) => c.body)).toEqual([{ last_name: 'Whitfield' }]);
    // The stored link comes back with its scheme; the form shows what is stored.
    await waitFor(() => expect(field(L.outboundLink).value).toBe('http://riverbend.gov'));
    expect(api.callsTo('GET', '/v1/users/me').length).toBeGreaterThan(1);
  });

  it('changes the password alone, with its confirmation and the current password, then clears it', async () => {
    const { api } = await openPage();
    await user.type(field(L.newPassword), 'new-secret');
    await user.type(field(L.confirmPassword), 'new-secret');
    await user.type(field(L.currentPassword), 'old-secret');
    await save();
    expect(await screen.findByText(M.passwordUpdated)).toBeTruthy();
    expect(screen.queryByText(M.profileUpdated, { exact: false })).toBeNull();
    expect(api.callsTo('PATCH', '/v1/admin/clients/me')).toEqual([]);
    expect(api.callsTo('PATCH', '/v1/users/me').map((c) => c.body)).toEqual([
      { password: 'new-secret', password_confirmation: 'new-secret', current_password: 'old-secret' },
    ]);
    await waitFor(() => expect(field(L.newPassword).value).toBe(''));
    expect(field(L.currentPassword).value).toBe('');
  });

  it('says both when the profile and the password change together', async () => {
    const { api } = await openPage();
    await replace(L.email, 'dana@riverbend.example');
    await user.type(field(L.newPassword), 'new-secret');
    await user.type(field(L.confirmPassword), 'new-secret');
    await user.type(field(L.currentPassword), 'old-secret');
    await save();
    expect(await screen.findByText(`${M.profileUpdated} ${M.passwordUpdated}`)).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/users/me').map((c) => c.body)).toEqual([
      { email: 'dana@riverbend.example', current_password: 'old-secret' },
      { password: 'new-secret', password_confirmation: 'new-secret', current_password: 'old-secret' },
    ]);
  });

  it.each([
    [L.organizationName, '', M.organizationNameRequired],
    [L.organizationName, 'Tiny', M.organizationNameTooShort],
    [L.postalCode, '974', M.postalCodeInvalid],
    [L.postalCode, '9740a', M.postalCodeInvalid],
    [L.firstName, '', M.firstNameRequired],
    [L.lastName, '', M.lastNameRequired],
    [L.email, '', M.emailRequired],
    [L.email, 'dana@', M.emailInvalid],
    [L.outboundLink, 'javascript:alert(1)', M.logoLinkInvalid],
    [L.newPassword, '12345', M.passwordTooShort],
  ])('refuses %s %j with %j and calls nothing', async (label, value, message) => {
    const { api } = await openPage();
    await replace(label, value);
    await save();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.state.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('says when the confirmation does not match', async () => {
    const { api } = await openPage();
    await user.type(field(L.newPassword), 'new-secret');
    await user.type(field(L.confirmPassword), 'new-secreT');
    await save();
    const confirmation = field(L.confirmPassword);
    expect(await screen.findByText(M.passwordsMustMatch)).toBeTruthy();
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(api.state.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('shows a refused profile in the banner with the server’s messages, and under the field', async () => {
    await openPage(
      mockAccountApi({
        handle: (call) =>
          call.method === 'PATCH' && call.path === '/v1/users/me'
            ? refused({ email: [M.emailTaken] })
            : undefined,
      }),
    );
    await replace(L.email, 'taken@riverton.example');
    await save();
    expect((await banner()).textContent).toBe(`${M.profileUpdateFailed}: ${M.emailTaken}`);
    expect(screen.getByText(M.emailTaken)).toBeTruthy();
    expect(field(L.email).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a refused password change and keeps what was typed', async () => {
    await openPage(
      mockAccountApi({
        handle: (call) =>
          call.method === 'PATCH' && (call.body as { password?: string }).password
            ? refused({ current_password: [M.currentPasswordRequired] })
            : undefined,
      }),
    );
    await user.type(field(L.newPassword), 'new-secret');
    await user.type(field(L.confirmPassword), 'new-secret');
    await save();
    expect((await banner()).textContent).toBe(M.passwordUpdateFailed);
    expect(screen.getByText(M.currentPasswordRequired)).toBeTruthy();
    expect(field(L.newPassword).value).toBe('new-secret');
    expect(screen.queryByText(M.passwordUpdated)).toBeNull();
  });
});

describe('My Account: the subdomain', () => {
  it('is read-only for a client administrator and never sent', async () => {
    const { api } = await openPage();
    expect(field(L.subdomain).readOnly).toBe(true);
    expect(screen.getByText(L.subdomainLocked)).toBeTruthy();
    await replace(L.firstName, 'Dani');
    await save();
    await screen.findByText(M.profileUpdated);
    expect(api.callsTo('PATCH', '/v1/admin/clients/me')).toEqual([]);
  });

  it('is checked on leaving the field and saved by a superadmin', async () => {
    const api = mockAccountApi({
      me: accountUser({}, { is_superadmin: true }),
      handle: (call) =>
        call.path === '/v1/validate-subdomain' && call.query === '?subdomain=taken-one'
          ? refused({ subdomain: [M.subdomainTaken] })
          : undefined,
    });
    await openPage(api);
    const subdomain = field(L.subdomain);
    expect(subdomain.readOnly).toBe(false);
    await replace(L.subdomain, 'taken-one');
    await user.tab();
    expect(await screen.findByText(M.subdomainTaken)).toBeTruthy();
    await replace(L.subdomain, 'ab');
    await save();
    expect(await screen.findByText(M.subdomainLength)).toBeTruthy();
    await replace(L.subdomain, 'riverbend');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(M.subdomainTaken)).toBeNull());
    await save();
    await screen.findByText(M.profileUpdated);
    expect(api.callsTo('PATCH', '/v1/admin/clients/me').map((c) => c.body)).toEqual([
      { subdomain: 'riverbend' },
    ]);
  });
});

describe('My Account: accessibility', () => {
  it('has no axe violations', async () => {
    await openPage();
    expect(within(document.body).getAllByRole('region').length).toBeGreaterThanOrEqual(5);
    expect(await violations()).toEqual([]);
  });
});

describe('My Account: the sites that may frame the public pages', () => {
  const frameField = () =>
    screen.getByLabelText(L.frameAncestors, { selector: 'textarea' }) as HTMLTextAreaElement;

  it('saves one origin a line as the list, and shows the stored list', async () => {
    const { api } = await openPage();
    expect(frameField().value).toBe('');
    await user.click(frameField());
    await user.paste('https://www.riverton.gov\n\nhttps://news.example.org');
    await save();
    expect(await screen.findByText(M.profileUpdated)).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/admin/clients/me').map((c) => c.body)).toEqual([
      { public_frame_ancestors: ['https://www.riverton.gov', 'https://news.example.org'] },
    ]);
    await waitFor(() =>
      expect(frameField().value).toBe('https://www.riverton.gov\nhttps://news.example.org'),
    );
  });

  it('refuses an entry that is not an https origin and calls nothing', async () => {
    const { api } = await openPage();
    await user.type(frameField(), 'http://www.riverton.gov/embed');
    await save();
    expect(await screen.findByText(M.frameAncestorInvalid)).toBeTruthy();
    expect(frameField().getAttribute('aria-invalid')).toBe('true');
    expect(api.state.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});
