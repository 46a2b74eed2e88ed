import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES as M } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { ACCOUNT_LABELS as L } from './labels.ts';
import { accountUser, LOGO_URL, mockAccountApi, refused, violations } from './test-support.ts';
import { renderAccountPage } from './page-harness.tsx';

beforeEach(() => {
  desktopViewport();
  signIn();
});

const PNG = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const withLogo = () => {
  const me = accountUser();
  return { ...me, client: { ...me.client!, logo_url: LOGO_URL } };
};

/** The page alone, or in the whole console for a test of the console's header. */
async function openPage(api = mockAccountApi(), { inConsole = false } = {}) {
  if (inConsole) renderConsoleAt('/profile');
  else renderAccountPage();
  // The console's first render loads the page's chunk, which can take a while under a parallel run.
  await screen.findByRole('button', { name: L.updateSettings }, { timeout: 15_000 });
  return api;
}

/** The upload button is a label for a hidden file input. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const logoSection = () => screen.getByRole('region', { name: L.logo });

describe('My Account: the logo', () => {
  it('uploads a logo as logo_file, then shows it in the section and the console header', async () => {
    const api = await openPage(mockAccountApi(), { inConsole: true });
    expect(within(logoSection()).getByText(L.noLogo)).toBeTruthy();
    expect(within(logoSection()).getByText(L.uploadLogo)).toBeTruthy();
    await userEvent.upload(fileInput(), PNG());
    expect(await screen.findByText(M.logoUploaded)).toBeTruthy();
    const [call] = api.callsTo('POST', '/v1/admin/clients/me/logo');
    expect(call?.body).toBeInstanceOf(FormData);
    expect(((call?.body as FormData).get('logo_file') as File).name).toBe('logo.png');
    const shown = await within(logoSection()).findByRole('img', { name: L.logoOf('City of Riverton') });
    expect(shown.getAttribute('src')).toBe(LOGO_URL);
    expect(within(logoSection()).getByText(L.updateLogo)).toBeTruthy();
    const header = within(screen.getByRole('complementary')).getByRole('img', { name: 'City of Riverton' });
    expect(header.getAttribute('src')).toBe(LOGO_URL);
    expect(header.closest('a')?.getAttribute('href')).toBe('/dashboard');
  });

  it('adds the server’s message to a refused upload', async () => {
    await openPage(
      mockAccountApi({
        handle: (call) =>
          call.path === '/v1/admin/clients/me/logo' ? refused({ logo_file: [M.logoTypeInvalid] }) : undefined,
      }),
    );
    await userEvent.upload(fileInput(), PNG());
    expect((await screen.findByRole('alert')).textContent).toBe(`${M.logoFailed}: ${M.logoTypeInvalid}`);
  });

  it('refuses a file of another type, or of 20 MB or more, before uploading', async () => {
    const api = await openPage();
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(fileInput(), svg, { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toBe(`${M.logoFailed}: ${M.logoTypeInvalid}`);
    // "Under 20 MB": exactly 20 MB is refused.
    const twenty = PNG();
    Object.defineProperty(twenty, 'size', { value: 20 * 1024 * 1024 });
    await userEvent.upload(fileInput(), twenty);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'An error occurred while processing the logo: The logo must be smaller than 20 MB.',
      ),
    );
    expect(api.callsTo('POST', '/v1/admin/clients/me/logo')).toEqual([]);
  });

  it('uploads a file one byte under 20 MB', async () => {
    const api = await openPage();
    const under = PNG();
    Object.defineProperty(under, 'size', { value: 20 * 1024 * 1024 - 1 });
    await userEvent.upload(fileInput(), under);
    expect(await screen.findByText(M.logoUploaded)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/admin/clients/me/logo')).toHaveLength(1);
  });

  it('deletes the logo after confirmation', async () => {
    const api = await openPage(mockAccountApi({ me: withLogo() }));
    await userEvent.click(within(logoSection()).getByRole('button', { name: L.deleteLogo }));
    const dialog = await screen.findByRole('dialog', { name: L.deleteLogoTitle });
    expect(await violations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/v1/admin/clients/me/logo')).toEqual([]);
    await userEvent.click(within(logoSection()).getByRole('button', { name: L.deleteLogo }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: L.deleteLogoTitle })).getByRole('button', {
        name: L.deleteConfirm,
      }),
    );
    expect(await screen.findByText(M.logoDeleted)).toBeTruthy();
    expect(api.callsTo('DELETE', '/v1/admin/clients/me/logo')).toHaveLength(1);
    // The page is hidden from the accessibility tree until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(logoSection()).findByText(L.noLogo)).toBeTruthy();
  });

  it('adds the server’s message to a refused delete', async () => {
    await openPage(
      mockAccountApi({
        me: withLogo(),
        handle: (call) =>
          call.method === 'DELETE' && call.path === '/v1/admin/clients/me/logo'
            ? jsonResponse({ message: 'Server error.' }, 500)
            : undefined,
      }),
    );
    await userEvent.click(within(logoSection()).getByRole('button', { name: L.deleteLogo }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: L.deleteLogoTitle })).getByRole('button', {
        name: L.deleteConfirm,
      }),
    );
    // The spec's "with the same suffix": ': ' and the server's message.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred while deleting the logo.: Server error.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(logoSection()).getByRole('img', { name: L.logoOf('City of Riverton') })).toBeTruthy();
  });
});
