import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES as M } from '@commonpurse/domain';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { ACCOUNT_LABELS as L } from './labels.ts';
import { accountUser, makeToken, mockAccountApi, SECRET, violations, type TCall } from './test-support.ts';
import { renderAccountPage } from './page-harness.tsx';

beforeEach(() => {
  desktopViewport();
  signIn();
});

const PATH = '/v1/admin/integrations/budget-software';

async function openPage(api = mockAccountApi()) {
  renderAccountPage();
  await screen.findByRole('button', { name: L.updateSettings }, { timeout: 15_000 });
  return api;
}

const section = () => screen.getByRole('region', { name: L.integrations });
const button = (name: string) => within(section()).findByRole('button', { name });
const failing = (method: string) => (call: TCall) =>
  call.path === PATH && call.method === method ? jsonResponse({ message: 'Server error.' }, 500) : undefined;

/** Replaces the clipboard (jsdom has none) with one whose writeText does what `write` does. */
function stubClipboard(write: (text: string) => Promise<void>) {
  const writeText = vi.fn(write);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

async function confirmIn(title: string, name: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

describe('My Account: integrations', () => {
  it('is hidden, and never asked for, without the integrations capability', async () => {
    const api = await openPage(mockAccountApi({ me: accountUser({ integrations: false }) }));
    expect(screen.queryByRole('region', { name: L.integrations })).toBeNull();
    expect(api.state.calls.some((call) => call.path === PATH)).toBe(false);
  });

  it('says when there is no active token, and shows the active one without its secret', async () => {
    await openPage(mockAccountApi({ tokens: [makeToken({ active: false, revoked: true })] }));
    expect(await within(section()).findByText(L.noActiveToken)).toBeTruthy();
    expect(await button(L.generateToken)).toBeTruthy();
  });

  it('shows the active token by its prefix and dates, with regenerate and delete', async () => {
    await openPage(mockAccountApi({ tokens: [makeToken()] }));
    expect(await within(section()).findByText(L.activeToken('cpi_OldToken'))).toBeTruthy();
    expect(within(section()).getByText('Created Mar 1, 2026, expires Mar 1, 2027')).toBeTruthy();
    expect(await button(L.regenerateToken)).toBeTruthy();
    expect(await button(L.deleteToken)).toBeTruthy();
  });

  it('generates a token, shows it once in a dialog to copy, and never again', async () => {
    const api = await openPage();
    await userEvent.click(await button(L.generateToken));
    const dialog = await screen.findByRole('dialog', { name: L.tokenDialogTitle });
    expect((within(dialog).getByLabelText(L.tokenField) as HTMLInputElement).value).toBe(SECRET);
    expect(await violations()).toEqual([]);
    const writeText = stubClipboard(() => Promise.resolve());
    await userEvent.click(within(dialog).getByRole('button', { name: L.copyToken }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText(M.tokenCopied)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: L.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section()).findByText(L.activeToken(SECRET.slice(0, 12)))).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(api.callsTo('POST', PATH)).toHaveLength(1);
  });

  it('says when the token could not be copied', async () => {
    await openPage();
    await userEvent.click(await button(L.generateToken));
    const dialog = await screen.findByRole('dialog', { name: L.tokenDialogTitle });
    stubClipboard(() => Promise.reject(new Error('denied')));
    await userEvent.click(within(dialog).getByRole('button', { name: L.copyToken }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.tokenCopyFailed);
    expect(screen.queryByText(M.tokenCopied)).toBeNull();
  });

  it('regenerates after confirmation: revokes, then creates', async () => {
    const api = await openPage(mockAccountApi({ tokens: [makeToken()] }));
    await userEvent.click(await button(L.regenerateToken));
    await confirmIn(L.regenerateTitle, L.regenerateConfirm);
    const dialog = await screen.findByRole('dialog', { name: L.tokenDialogTitle });
    expect((within(dialog).getByLabelText(L.tokenField) as HTMLInputElement).value).toBe(SECRET);
    const writes = api.state.calls.filter((call) => call.path === PATH && call.method !== 'GET');
    expect(writes.map((call) => call.method)).toEqual(['DELETE', 'POST']);
  });

  it('deletes the token after confirmation', async () => {
    const api = await openPage(mockAccountApi({ tokens: [makeToken()] }));
    await userEvent.click(await button(L.deleteToken));
    const dialog = await screen.findByRole('dialog', { name: L.deleteTokenTitle });
    expect(await violations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', PATH)).toEqual([]);
    await userEvent.click(await button(L.deleteToken));
    await confirmIn(L.deleteTokenTitle, L.deleteConfirm);
    expect(await screen.findByText(M.integrationTokenDeleted)).toBeTruthy();
    expect(await within(section()).findByText(L.noActiveToken)).toBeTruthy();
    expect(api.callsTo('DELETE', PATH)).toHaveLength(1);
    expect(api.callsTo('POST', PATH)).toEqual([]);
  });

  it('says when the tokens cannot be loaded', async () => {
    await openPage(mockAccountApi({ handle: failing('GET') }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.integrationTokensLoadFailed);
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('says when a token cannot be created', async () => {
    await openPage(mockAccountApi({ handle: failing('POST') }));
    await userEvent.click(await button(L.generateToken));
    expect((await screen.findByRole('alert')).textContent).toBe(M.integrationTokenCreateFailed);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the tokens cannot be revoked, and creates none then', async () => {
    const api = await openPage(mockAccountApi({ tokens: [makeToken()], handle: failing('DELETE') }));
    await userEvent.click(await button(L.regenerateToken));
    await confirmIn(L.regenerateTitle, L.regenerateConfirm);
    expect((await screen.findByRole('alert')).textContent).toBe(M.integrationTokensRevokeFailed);
    expect(api.callsTo('POST', PATH)).toEqual([]);
    await userEvent.click(await button(L.deleteToken));
    await confirmIn(L.deleteTokenTitle, L.deleteConfirm);
    await waitFor(() => expect(api.callsTo('DELETE', PATH)).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe(M.integrationTokensRevokeFailed);
    expect(screen.queryByText(M.integrationTokenDeleted)).toBeNull();
  });
});
