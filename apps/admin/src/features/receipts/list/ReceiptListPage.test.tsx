import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  RECEIPT_LIST_TEXTS as T,
  RECEIPT_MESSAGES as M,
  RECEIPT_PREVIEW_MESSAGES,
  SUPPORT_EMAIL,
  UPGRADE_TOOLTIP,
} from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { HELP_TOPICS } from '@/ui/help/help-topics.ts';
import { UPGRADE_LABELS } from '@/ui/UpgradeDialog.tsx';
import { LIST_LABELS, RECEIPTS_PITCH } from './labels.ts';
import { bodyOf, makeReceipt, makeReceiptCounts, makeReceiptView, mockReceiptApi } from './test-support.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

const fresh = makeReceipt({ id: 1, name: 'Taxes 2027', status: 'new', created_at: '2026-03-01T00:00:00Z' });
const live = makeReceipt({
  id: 2,
  name: 'Taxes 2026',
  status: 'active',
  description: 'Where your 2026 taxes go',
  created_at: '2026-02-01T00:00:00Z',
  formatted_created_at: 'Feb 1, 2026',
});
const paused = makeReceipt({
  id: 3,
  name: 'Taxes 2025',
  status: 'inactive',
  created_at: '2026-01-01T00:00:00Z',
});
const old = makeReceipt({
  id: 4,
  name: 'Taxes 2020',
  status: 'archived',
  created_at: '2025-01-01T00:00:00Z',
});
const LIST = [paused, old, fresh, live];

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function expand(name: string) {
  await userEvent.click((await screen.findByText(name)).closest('tr')!);
  return screen.getByRole('group', { name: LIST_LABELS.rowActions(name) });
}

const actionNames = (group: HTMLElement) =>
  [...within(group).queryAllByRole('button'), ...within(group).queryAllByRole('link')]
    .map((el) => el.textContent)
    .sort();

const patches = (fetch: ReturnType<typeof mockReceiptApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([u, init]) => [u, bodyOf(init)]);

async function confirmIn(title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

/** axe-core's WCAG 2.1 A/AA rules (colour contrast needs a layout jsdom lacks). */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('taxpayer receipts list', () => {
  it('lists receipts newest first, All hiding Archived, and filters by status', async () => {
    mockReceiptApi({ receipts: LIST });
    renderConsoleAt('/receipts');
    await screen.findByText('Taxes 2027');
    expect(rowNames()).toEqual(['Taxes 2027', 'Taxes 2026', 'Taxes 2025']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Description',
      'Created',
      'Status',
    ]);
    const row = screen.getByText('Taxes 2026').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Taxes 2026', 'Where your 2026 taxes go', 'Feb 1, 2026', 'Active']);
    await waitFor(() => expect(document.title).toBe('Taxpayer Receipts | Commonpurse'));

    const filter = screen.getByRole('combobox', { name: 'Status' });
    await userEvent.click(filter);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'New',
      'Active',
      'Inactive',
      'Archived',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Archived' }));
    expect(rowNames()).toEqual(['Taxes 2020']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'New' }));
    expect(rowNames()).toEqual(['Taxes 2027']);
  });

  it('says when a status has no receipts', async () => {
    mockReceiptApi({ receipts: [live] });
    renderConsoleAt('/receipts?status=archived');
    expect(await screen.findByText(LIST_LABELS.emptyFilter('Archived'))).toBeTruthy();
  });

  it('shows the licence counter with its tooltip', async () => {
    mockReceiptApi({ receipts: LIST, meta: makeReceiptCounts({ active_count: 1, allowed_count: 2 }) });
    renderConsoleAt('/receipts');
    const counter = await screen.findByText('1 / 2 Active Taxpayer Receipts');
    expect(counter.getAttribute('tabindex')).toBe('0');
    await userEvent.hover(counter);
    expect(
      await screen.findByRole('tooltip', {
        name: 'Your account allows up to 2 active taxpayer receipt(s) at a time.',
      }),
    ).toBeTruthy();
  });

  it('shows the empty state when there is no receipt yet', async () => {
    mockReceiptApi({ receipts: [] });
    renderConsoleAt('/receipts');
    expect(await screen.findByText('Create a taxpayer receipt to get started')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reports a list that failed to load', async () => {
    mockReceiptApi({
      handle: (url) =>
        url.pathname === '/v1/admin/receipts' ? jsonResponse({ message: 'Server Error' }, 500) : undefined,
    });
    renderConsoleAt('/receipts');
    expect(await screen.findByText(M.loadReceiptsFailed)).toBeTruthy();
  });

  it('expands one row at a time with the actions of its status', async () => {
    mockReceiptApi({ receipts: LIST });
    renderConsoleAt('/receipts');
    const toggle = await screen.findByRole('button', { name: 'Taxes 2027' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: LIST_LABELS.rowActions('Taxes 2027') });
    expect(actionNames(group)).toEqual(['Activate', 'Delete', 'Edit', 'Preview']);
    expect(within(group).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/receipts/1');
    expect(within(group).getByRole('button', { name: 'Preview (opens in a new window)' })).toBeTruthy();

    const activeGroup = await expand('Taxes 2026');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(actionNames(activeGroup)).toEqual(['Deactivate', 'Edit', 'View']);
    const view = within(activeGroup).getByRole('link', { name: 'View (opens in a new window)' });
    expect([view.getAttribute('href'), view.getAttribute('target')]).toEqual([live.public_url, '_blank']);

    expect(actionNames(await expand('Taxes 2025'))).toEqual(['Activate', 'Archive', 'Edit']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Archived' }));
    expect(actionNames(await expand('Taxes 2020'))).toEqual(['Unarchive']);
  });

  it('explains a disabled Preview and Activate with the preview refusal', async () => {
    const refusal = RECEIPT_PREVIEW_MESSAGES.emptyCategory('Roads');
    const unready = makeReceipt({
      id: 9,
      name: 'Unready',
      can_preview: false,
      can_publish: false,
      preview_refusal: refusal,
    });
    mockReceiptApi({ receipts: [unready] });
    renderConsoleAt('/receipts');
    const group = await expand('Unready');
    for (const name of ['Preview', 'Activate']) {
      const button = within(group).getByRole('button', { name, description: refusal });
      expect(button.getAttribute('aria-disabled')).toBe('true');
    }
    await userEvent.hover(within(group).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('tooltip', { name: refusal })).toBeTruthy();
  });

  it('opens the help dialog named for receipts', async () => {
    mockReceiptApi({ receipts: LIST });
    renderConsoleAt('/receipts');
    await userEvent.click(await screen.findByRole('button', { name: HELP_TOPICS.receipts.button }));
    const dialog = await screen.findByRole('dialog', { name: HELP_TOPICS.receipts.title });
    expect(within(dialog).getByRole('link', { name: SUPPORT_EMAIL })).toBeTruthy();
  });

  it('shows the marketing panel with the support contact to a client without receipts', async () => {
    const client = makeClient(1, 'City of Riverton', { receipts: false });
    const fetch = mockReceiptApi({ me: makeMe(client), receipts: LIST });
    renderConsoleAt('/receipts');
    const panel = await screen.findByRole('region', { name: RECEIPTS_PITCH.heading });
    expect(within(panel).getByText(RECEIPTS_PITCH.disabled)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
    const create = screen.getByRole('button', { name: T.create });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: T.create, description: UPGRADE_TOOLTIP })).toBe(create);
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/v1/admin/receipts'))).toBe(false);
  });

  it('has no accessibility violations with a row open', async () => {
    mockReceiptApi({ receipts: LIST, meta: makeReceiptCounts({ active_count: 1, allowed_count: 2 }) });
    renderConsoleAt('/receipts');
    await expand('Taxes 2027');
    expect(await violations()).toEqual([]);
  });
});

describe('preview', () => {
  const fakeWindow = () => {
    const win = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => win as unknown as Window);
    vi.stubGlobal('open', open);
    return { win, open };
  };

  it('opens a window at once and loads the fresh preview address in it', async () => {
    const { win, open } = fakeWindow();
    const url = 'http://city-of-riverton.localhost:3000/taxes-2027/preview?preview=fresh';
    mockReceiptApi({
      receipts: LIST,
      handle: (u) =>
        u.pathname === '/v1/admin/receipts/1'
          ? jsonResponse({ data: makeReceiptView({ ...fresh, preview_url: url }) })
          : undefined,
    });
    renderConsoleAt('/receipts');
    await userEvent.click(within(await expand('Taxes 2027')).getByRole('button', { name: /Preview/ }));
    await waitFor(() => expect(win.location.href).toBe(url));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    expect(win.close).not.toHaveBeenCalled();
  });

  it.each([
    ['a refused read', jsonResponse({ message: 'Not found.' }, 404), 'Not found.'],
    [
      'a receipt no longer eligible',
      jsonResponse({
        data: makeReceiptView({
          ...fresh,
          can_preview: false,
          preview_refusal: RECEIPT_PREVIEW_MESSAGES.missingCategories,
        }),
      }),
      RECEIPT_PREVIEW_MESSAGES.missingCategories,
    ],
  ])('closes the window and shows the error after %s', async (_case, answer, message) => {
    const { win } = fakeWindow();
    mockReceiptApi({
      receipts: LIST,
      handle: (u) => (u.pathname === '/v1/admin/receipts/1' ? answer : undefined),
    });
    renderConsoleAt('/receipts');
    await userEvent.click(within(await expand('Taxes 2027')).getByRole('button', { name: /Preview/ }));
    const banner = await screen.findByText(message);
    expect(banner.closest('.MuiAlert-filledError')).toBeTruthy();
    expect(win.close).toHaveBeenCalled();
    expect(win.location.href).toBe('');
  });
});

describe('status changes from the list', () => {
  const patchAnswer = (u: URL, init: RequestInit) =>
    init.method === 'PATCH'
      ? jsonResponse({ data: makeReceiptView({ id: Number(u.pathname.split('/').pop()) }) })
      : undefined;

  it('confirms, activates and says so when a licence is free', async () => {
    const fetch = mockReceiptApi({
      receipts: LIST,
      meta: makeReceiptCounts({ active_count: 1, allowed_count: 2 }),
      handle: patchAnswer,
    });
    renderConsoleAt('/receipts');
    await userEvent.click(within(await expand('Taxes 2025')).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Taxes 2025?' });
    expect(within(dialog).getByText(T.activationConfirm)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The taxpayer receipt was successfully activated.')).toBeTruthy();
    expect(patches(fetch)).toEqual([['/v1/admin/receipts/3', { status: 'active' }]]);
    // The list is loaded again after the change.
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(
          ([u, init]) => String(u).startsWith('/v1/admin/receipts?') && (init?.method ?? 'GET') === 'GET',
        ),
      ).toHaveLength(2),
    );
  });

  it('shows "No more active taxpayer receipts available" with OK when no licence is free', async () => {
    const fetch = mockReceiptApi({
      receipts: LIST,
      meta: makeReceiptCounts({ active_count: 1, allowed_count: 1 }),
    });
    renderConsoleAt('/receipts');
    await userEvent.click(within(await expand('Taxes 2027')).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'No more active taxpayer receipts available' });
    expect(within(dialog).getByText(T.licenceFull)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(fetch)).toEqual([]);
  });

  it('answers a trial account with the upgrade prompt', async () => {
    const client = makeClient(1, 'City of Riverton');
    client.capabilities.is_trial = true;
    const trialReceipt = makeReceipt({ ...fresh, can_publish: false });
    const fetch = mockReceiptApi({ me: makeMe(client), receipts: [trialReceipt] });
    renderConsoleAt('/receipts');
    await userEvent.click(within(await expand('Taxes 2027')).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: UPGRADE_LABELS.title });
    expect(within(dialog).getByText(T.trialCannotActivate)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: SUPPORT_EMAIL })).toBeTruthy();
    expect(patches(fetch)).toEqual([]);
  });

  it.each([
    [
      { status: ['The URL is required.', 'No licence is free.'] },
      'An error occurred while activating this taxpayer receipt: The URL is required. No licence is free.',
    ],
    [{}, 'An error occurred while activating this taxpayer receipt.'],
  ])('words a refused activation with the server errors (%j)', async (errors, expected) => {
    mockReceiptApi({
      receipts: LIST,
      handle: (_u, init) =>
        init.method === 'PATCH' ? jsonResponse({ message: 'Refused.', errors }, 403) : undefined,
    });
    renderConsoleAt('/receipts');
    await userEvent.click(within(await expand('Taxes 2027')).getByRole('button', { name: 'Activate' }));
    await confirmIn('Activate Taxes 2027?', 'Activate');
    const banner = await screen.findByText(expected);
    expect(banner.closest('.MuiAlert-filledError')).toBeTruthy();
  });

  it('deactivates, archives and unarchives (unarchive sets Inactive)', async () => {
    const fetch = mockReceiptApi({ receipts: LIST, handle: patchAnswer });
    renderConsoleAt('/receipts');
    await userEvent.click(within(await expand('Taxes 2026')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The taxpayer receipt was successfully deactivated.')).toBeTruthy();
    await userEvent.click(within(await expand('Taxes 2025')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('The taxpayer receipt was successfully archived.')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Archived' }));
    await userEvent.click(within(await expand('Taxes 2020')).getByRole('button', { name: 'Unarchive' }));
    expect(await screen.findByText('The taxpayer receipt was successfully unarchived.')).toBeTruthy();
    expect(patches(fetch)).toEqual([
      ['/v1/admin/receipts/2', { status: 'inactive' }],
      ['/v1/admin/receipts/3', { status: 'archived' }],
      ['/v1/admin/receipts/4', { status: 'inactive' }],
    ]);
  });

  it('words refused deactivation and archiving', async () => {
    mockReceiptApi({
      receipts: LIST,
      handle: (_u, init) =>
        init.method === 'PATCH'
          ? jsonResponse({ message: 'No.', errors: { status: ['Nope.'] } }, 422)
          : undefined,
    });
    renderConsoleAt('/receipts');
    await userEvent.click(within(await expand('Taxes 2026')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(`${M.deactivateFailed}: Nope.`)).toBeTruthy();
    await userEvent.click(within(await expand('Taxes 2025')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(`${M.archiveFailed}: Nope.`)).toBeTruthy();
  });

  it('deletes a New receipt after confirmation, and reports a refusal', async () => {
    let refuse = false;
    const fetch = mockReceiptApi({
      receipts: LIST,
      handle: (_u, init) =>
        init.method === 'DELETE'
          ? refuse
            ? jsonResponse({ message: 'Only a New taxpayer receipt can be deleted.' }, 422)
            : jsonResponse({ meta: { status: 'deleted' } })
          : undefined,
    });
    renderConsoleAt('/receipts');
    await userEvent.click(within(await expand('Taxes 2027')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Taxes 2027?' });
    expect(within(dialog).getByText(T.deleteConfirm)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(
      within(screen.getByRole('group', { name: LIST_LABELS.rowActions('Taxes 2027') })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await confirmIn('Delete Taxes 2027?', 'Delete');
    expect(await screen.findByText('The taxpayer receipt was successfully deleted.')).toBeTruthy();
    expect(
      fetch.mock.calls.some(([u, init]) => u === '/v1/admin/receipts/1' && init?.method === 'DELETE'),
    ).toBe(true);

    // The mock lists it still: this time the server refuses.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    refuse = true;
    await userEvent.click(
      within(screen.getByRole('group', { name: LIST_LABELS.rowActions('Taxes 2027') })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await confirmIn('Delete Taxes 2027?', 'Delete');
    expect(
      await screen.findByText(`${M.requestFailed}Only a New taxpayer receipt can be deleted.`),
    ).toBeTruthy();
  });
});
