import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildNavigation, capabilitiesOf, SUPPORT_EMAIL, SUPPORT_PHONE } from '@commonpurse/domain';
import type { TClient, TMe } from '@/api/types.ts';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { desktopViewport, jsonResponse, mockFetch, renderRoutes, signIn } from '@/test/render.tsx';
import { UPGRADE_LABELS } from '@/ui/UpgradeDialog.tsx';
import { BILLING_TOKEN_FIELD } from './billing.ts';
import { routes } from './routes.tsx';

const BILLING_URL = 'https://accounts.commonpurse.example/billing';

/** A client of the fixtures with its trial and subscription fields, capabilities recomputed. */
function clientWith(fields: Pick<TClient, 'is_trial' | 'stripe_id'>): TClient {
  const client = { ...makeClient(1, 'City of Riverton'), ...fields };
  return { ...client, capabilities: capabilitiesOf(client) };
}

/** The user as GET users/me answers it on a server with BILLING_URL set. */
function userOf(client: TClient, impersonating = false): TMe {
  return {
    ...makeMe(client, impersonating),
    navigation: buildNavigation({
      capabilities: client.capabilities,
      companyName: client.name,
      isSuperadmin: false,
      isImpersonating: impersonating,
      settings: { billingUrl: BILLING_URL, helpVideoUrls: {} },
    }),
  };
}

function renderDashboard(me: TMe) {
  mockFetch((url) => {
    if (url.pathname === '/v1/users/me') return jsonResponse({ data: me });
    if (url.pathname === '/v1/admin/dashboard')
      return jsonResponse({ data: { budgets: [], analytics: null } });
    return jsonResponse({ message: 'Not found.' }, 404);
  });
  return renderRoutes(routes, '/dashboard');
}

async function openUserMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Welcome, Dana' }));
  return screen.getByRole('menu');
}

beforeEach(() => {
  desktopViewport();
  signIn();
});

afterEach(() => document.getElementById('billing-redirect')?.remove());

describe('Billing in the user menu', () => {
  it('is offered with a subscription and posts the access token as a form to the billing endpoint', async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    renderDashboard(userOf(clientWith({ is_trial: false, stripe_id: 'cus_1' })));
    const menu = await openUserMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account Settings', 'Billing', 'Log Out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Billing' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0]!;
    expect([form.method, form.action]).toEqual(['post', BILLING_URL]);
    expect(form.isConnected).toBe(true);
    expect([...new FormData(form).entries()]).toEqual([[BILLING_TOKEN_FIELD, 'access-1']]);
  });

  it('is not offered without a subscription', async () => {
    renderDashboard(userOf(clientWith({ is_trial: false, stripe_id: null })));
    const menu = await openUserMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Billing' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toBeTruthy();
  });
});

describe('the trial upgrade prompt', () => {
  async function expectUpgradePrompt(button: HTMLElement) {
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: UPGRADE_LABELS.title });
    expect(within(dialog).getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(within(dialog).getByRole('link', { name: SUPPORT_PHONE }).getAttribute('href')).toMatch(
      /^tel:\d+$/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: UPGRADE_LABELS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('shows a trial account the Upgrade button and the notice with the contact details', async () => {
    renderDashboard(userOf(clientWith({ is_trial: true, stripe_id: null })));
    const header = await screen.findByRole('banner');
    // The new-style header (publisher selector) with the upgrade button.
    expect(await within(header).findByRole('button', { name: /Switch publisher/ })).toBeTruthy();
    await expectUpgradePrompt(within(header).getByRole('button', { name: UPGRADE_LABELS.button }));
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('link', { name: SUPPORT_EMAIL })).toBeTruthy();
    expect(within(notice).getByRole('link', { name: SUPPORT_PHONE })).toBeTruthy();
  });

  it('keeps the Upgrade button in the old-style header (impersonating)', async () => {
    renderDashboard(userOf(clientWith({ is_trial: true, stripe_id: null }), true));
    const header = await screen.findByRole('banner');
    await within(header).findByRole('button', { name: 'Welcome, Dana' });
    expect(within(header).queryByRole('button', { name: /Switch publisher/ })).toBeNull();
    await expectUpgradePrompt(within(header).getByRole('button', { name: UPGRADE_LABELS.button }));
  });

  it('keeps it on a small screen, as an icon button', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        // Below every breakpoint: only max-width queries match.
        matches: /max-width/.test(query),
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    );
    renderDashboard(userOf(clientWith({ is_trial: true, stripe_id: null })));
    const header = await screen.findByRole('banner');
    const upgrade = await within(header).findByRole('button', { name: UPGRADE_LABELS.button });
    expect(upgrade.textContent).toBe('');
    await expectUpgradePrompt(upgrade);
  });

  it('shows no upgrade prompt to a paying account', async () => {
    renderDashboard(userOf(clientWith({ is_trial: false, stripe_id: 'cus_1' })));
    const header = await screen.findByRole('banner');
    await within(header).findByRole('button', { name: 'Welcome, Dana' });
    expect(within(header).queryByRole('button', { name: UPGRADE_LABELS.button })).toBeNull();
  });
});
