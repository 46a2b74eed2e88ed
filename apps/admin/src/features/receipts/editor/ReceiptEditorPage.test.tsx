import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECEIPT_MESSAGES as M } from '@commonpurse/domain';
import { NAME_LABELS } from '@/editor-kit/labels.ts';
import { makeEvent } from '@/test/audit-fixtures.ts';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, signIn } from '@/test/render.tsx';
import { RECEIPT_EDITOR_LABELS as L, RECEIPT_TAB_LABELS } from './labels.ts';
import { makeReceipt, mockReceiptApi } from '@/test/receipt-editor-api.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

describe('the receipt editor', () => {
  it('loads the receipt with its spending and shows the back link, name, status and tabs', async () => {
    const { calls } = mockReceiptApi(makeReceipt());
    renderConsoleAt('/receipts/5');
    expect(await screen.findByRole('heading', { name: 'Where Your Taxes Go' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Taxpayer Receipts' }).getAttribute('href')).toBe('/receipts');
    expect(screen.getByLabelText(L.status('New'))).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(Object.values(RECEIPT_TAB_LABELS));
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.title).toBe('Edit Taxpayer Receipt | Commonpurse'));
    const load = calls.find((c) => c.method === 'GET' && c.path === '/v1/admin/receipts/5');
    expect(new URLSearchParams(load?.query).get('include')).toBe('expenses.subcategories,expenses');
  });

  it("opens the tab its address names, the spec's other names included", async () => {
    mockReceiptApi(makeReceipt());
    renderConsoleAt('/receipts/5#revenue');
    const tab = await screen.findByRole('tab', { name: RECEIPT_TAB_LABELS.calculations });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: RECEIPT_TAB_LABELS.about }));
    expect(screen.getByRole('tab', { name: RECEIPT_TAB_LABELS.about }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it("shows the receipt's History tab: its own trail, named as a receipt", async () => {
    const rename = makeEvent({
      entity_id: '5',
      budget_id: 5,
      budget_name: 'Where Your Taxes Go',
      budget_kind: 'receipt',
      path: '/v1/admin/receipts/5',
      changes: { name: { before: 'Receipt 2026', after: 'Where Your Taxes Go' } },
    });
    const { calls } = mockReceiptApi(makeReceipt(), { history: [rename] });
    renderConsoleAt('/receipts/5#history');
    const tab = await screen.findByRole('tab', { name: RECEIPT_TAB_LABELS.history });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(
      await screen.findByText('Every change made to this taxpayer receipt in the console, newest first.'),
    ).toBeTruthy();
    expect(await screen.findByText("Changed receipt 'Where Your Taxes Go'")).toBeTruthy();
    expect(screen.getByText("Name: 'Receipt 2026' → 'Where Your Taxes Go'")).toBeTruthy();
    expect(calls.some((c) => c.method === 'GET' && c.path === '/v1/admin/receipts/5/history')).toBe(true);
  });

  it.each([
    ['an Archived receipt', makeReceipt({ status: 'archived' }), M.notEditable],
    ['a receipt it cannot find', makeReceipt({ id: 6 }), `${M.requestFailed}Not found.`],
  ])('sends %s back to the list with the reason', async (_name, receipt, message) => {
    mockReceiptApi(receipt);
    const { router } = renderConsoleAt('/receipts/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/receipts'));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('renames inline: checked with the receipt rules, then saved alone', async () => {
    const { writes } = mockReceiptApi(makeReceipt());
    renderConsoleAt('/receipts/5');
    await userEvent.click(await screen.findByRole('button', { name: NAME_LABELS.editName }));
    const field = screen.getByRole('textbox', { name: NAME_LABELS.nameField });
    await userEvent.clear(field);
    await userEvent.type(field, 'A{Enter}');
    expect(screen.getByText(M.nameTooShort)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'Taxes 2027{Enter}');
    expect(await screen.findByRole('heading', { name: 'Taxes 2027' })).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/v1/admin/receipts/5', query: '', body: { name: 'Taxes 2027' } },
    ]);
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('re-enables the drag-and-drop help with ?reset_drag_drop_help', async () => {
    const { calls } = mockReceiptApi(makeReceipt());
    renderConsoleAt('/receipts/5?reset_drag_drop_help=1');
    await screen.findByRole('heading', { name: 'Where Your Taxes Go' });
    const reset = () => calls.filter((c) => c.method === 'PUT');
    await waitFor(
      () =>
        expect(reset()).toEqual([
          {
            method: 'PUT',
            path: '/v1/users/me/meta/drag_drop_help_displayed',
            query: '',
            body: { value: 'false' },
          },
        ]),
      { timeout: 3000 },
    );
  });
});
