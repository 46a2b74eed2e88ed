import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activationFailure,
  RECEIPT_LIST_TEXTS as T,
  RECEIPT_MESSAGES as M,
  RECEIPT_PREVIEW_MESSAGES,
} from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { desktopViewport, signIn } from '@/test/render.tsx';
import { makeReceipt, mockReceiptApi } from '@/test/receipt-editor-api.ts';
import { UPGRADE_LABELS } from '@/ui/UpgradeDialog.tsx';
import { ACTION_LABELS } from '../actions/labels.ts';

// The editor's Preview and Activate are the list's (spec 3 sections 2.2 and 4; decisions 0431, 0520).

beforeEach(() => {
  desktopViewport();
  signIn();
});

const fakeWindow = () => {
  const win = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => win as unknown as Window);
  vi.stubGlobal('open', open);
  return { win, open };
};

const PREVIEW = /^Preview/;
const statusWrites = (writes: ReturnType<typeof mockReceiptApi>['writes']) =>
  writes().filter((c) => c.method === 'PATCH' && c.path === '/v1/admin/receipts/5');

describe("the editor's Preview", () => {
  it('opens a window at once, reads the receipt again and loads its fresh preview address', async () => {
    const { win, open } = fakeWindow();
    const receipt = makeReceipt();
    const { calls } = mockReceiptApi(receipt);
    renderConsoleAt('/receipts/5');
    const button = await screen.findByRole('button', { name: PREVIEW });
    const fresh = 'http://city-of-riverton.localhost:3000/taxes-2027/preview?preview=fresh';
    receipt.preview_url = fresh;
    const reads = () => calls.filter((c) => c.method === 'GET' && c.path === '/v1/admin/receipts/5').length;
    const before = reads();
    await userEvent.click(button);
    await waitFor(() => expect(win.location.href).toBe(fresh));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    expect(win.close).not.toHaveBeenCalled();
    expect(reads()).toBe(before + 1);
  });

  it('closes the window and shows the error when the receipt can no longer be previewed', async () => {
    const { win } = fakeWindow();
    const receipt = makeReceipt();
    mockReceiptApi(receipt);
    renderConsoleAt('/receipts/5');
    const button = await screen.findByRole('button', { name: PREVIEW });
    // Changed since the editor loaded it (another tab emptied the spending).
    Object.assign(receipt, {
      can_preview: false,
      preview_refusal: RECEIPT_PREVIEW_MESSAGES.missingCategories,
    });
    await userEvent.click(button);
    const banner = await screen.findByText(RECEIPT_PREVIEW_MESSAGES.missingCategories);
    expect(banner.closest('.MuiAlert-filledError')).toBeTruthy();
    expect(win.close).toHaveBeenCalled();
    expect(win.location.href).toBe('');
    // The editor reloads the receipt: the button now says why.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: ACTION_LABELS.preview }).getAttribute('aria-disabled')).toBe(
        'true',
      ),
    );
  });

  it('says why a receipt cannot be previewed, and shows no Preview once activated', async () => {
    mockReceiptApi(
      makeReceipt({ can_preview: false, preview_refusal: RECEIPT_PREVIEW_MESSAGES.missingCategories }),
    );
    const { unmount } = renderConsoleAt('/receipts/5');
    const refused = await screen.findByRole('button', { name: ACTION_LABELS.preview });
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    await userEvent.hover(refused);
    expect((await screen.findByRole('tooltip')).textContent).toBe(RECEIPT_PREVIEW_MESSAGES.missingCategories);
    unmount();

    mockReceiptApi(makeReceipt({ status: 'active' }));
    renderConsoleAt('/receipts/5');
    await screen.findByRole('heading', { name: 'Where Your Taxes Go' });
    expect(screen.queryByRole('button', { name: PREVIEW })).toBeNull();
    expect(screen.queryByRole('button', { name: ACTION_LABELS.activate })).toBeNull();
  });
});

describe("the editor's Activate", () => {
  it.each(['new', 'inactive'] as const)(
    'confirms, activates (from %s) and goes to the list with the success message',
    async (status) => {
      const { writes } = mockReceiptApi(makeReceipt({ status }));
      const { router } = renderConsoleAt('/receipts/5');
      await userEvent.click(await screen.findByRole('button', { name: ACTION_LABELS.activate }));
      const dialog = await screen.findByRole('dialog', {
        name: ACTION_LABELS.activateTitle('Where Your Taxes Go'),
      });
      expect(within(dialog).getByText(T.activationConfirm)).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: ACTION_LABELS.activate }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/receipts'));
      expect(await screen.findByText(M.activated)).toBeTruthy();
      expect(statusWrites(writes).map((c) => c.body)).toEqual([{ status: 'active' }]);
    },
  );

  it('shows "No more active taxpayer receipts available" when no licence is free, and stays', async () => {
    const { writes } = mockReceiptApi(makeReceipt(), { counts: { active_count: 3, allowed_count: 3 } });
    const { router } = renderConsoleAt('/receipts/5');
    await userEvent.click(await screen.findByRole('button', { name: ACTION_LABELS.activate }));
    const dialog = await screen.findByRole('dialog', { name: M.licenceFullTitle });
    expect(within(dialog).getByText(T.licenceFull)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: ACTION_LABELS.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(statusWrites(writes)).toEqual([]);
    expect(router.state.location.pathname).toBe('/receipts/5');
  });

  it('answers a trial account with the upgrade prompt', async () => {
    const client = makeClient(1, 'City of Riverton');
    client.capabilities.is_trial = true;
    const { writes } = mockReceiptApi(makeReceipt({ can_publish: false }), { me: makeMe(client) });
    renderConsoleAt('/receipts/5');
    await userEvent.click(await screen.findByRole('button', { name: ACTION_LABELS.activate }));
    const dialog = await screen.findByRole('dialog', { name: UPGRADE_LABELS.title });
    expect(within(dialog).getByText(T.trialCannotActivate)).toBeTruthy();
    expect(statusWrites(writes)).toEqual([]);
  });

  it('stays in the editor and words a refused activation', async () => {
    mockReceiptApi(makeReceipt(), { fail: /^PATCH \/v1\/admin\/receipts\/5$/ });
    const { router } = renderConsoleAt('/receipts/5');
    await userEvent.click(await screen.findByRole('button', { name: ACTION_LABELS.activate }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: ACTION_LABELS.activate }));
    expect(await screen.findByText(activationFailure([]))).toBeTruthy();
    expect(router.state.location.pathname).toBe('/receipts/5');
  });

  it('is disabled with the reason while the receipt cannot be activated', async () => {
    mockReceiptApi(makeReceipt({ can_preview: false, preview_refusal: RECEIPT_PREVIEW_MESSAGES.invalidUrl }));
    renderConsoleAt('/receipts/5');
    const button = await screen.findByRole('button', { name: ACTION_LABELS.activate });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe(RECEIPT_PREVIEW_MESSAGES.invalidUrl);
  });
});
