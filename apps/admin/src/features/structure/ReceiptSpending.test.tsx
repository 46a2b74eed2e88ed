import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STRUCTURE_DIALOG_TEXTS, STRUCTURE_MESSAGES as M, type TReceiptView } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, signIn } from '@/test/render.tsx';
import {
  makeReceipt,
  makeReceiptCategory,
  mockReceiptApi,
  type TReceiptApiOptions,
} from '@/test/receipt-editor-api.ts';
import { DIALOG_LABELS as D } from './dialogs/labels.ts';
import { STRUCTURE_LABELS as L } from './labels.ts';

// The board over a taxpayer receipt's spending (/receipts/{id}#spending): the same board, the receipt's
// paths, tax_receipt_category_id for moves, and the receipts' CSV export and template.

beforeEach(() => {
  desktopViewport();
  signIn();
});

const receipt = () =>
  makeReceipt({
    expenses: [
      makeReceiptCategory({ id: 1, name: 'Public Safety' }, [
        { id: 11, name: 'Police', amount: 1200 },
        { id: 12, name: 'Fire', amount: 800 },
      ]),
      makeReceiptCategory({ id: 2, name: 'Parks', display_order: 1 }, [
        { id: 21, name: 'Trails', amount: 300 },
      ]),
    ],
  });

async function openSpending(view: TReceiptView = receipt(), options: TReceiptApiOptions = {}) {
  const api = mockReceiptApi(view, options);
  const rendered = renderConsoleAt(`/receipts/${view.id}#spending`);
  await screen.findByRole('button', { name: L.addCategory }, { timeout: 10_000 });
  const bodies = () => api.writes().map(({ method, path, body }) => ({ method, path, body }));
  return { ...api, ...rendered, bodies };
}

describe("a receipt's spending board", () => {
  it('lists the categories with their totals, without scenario or dedicated-funds questions', async () => {
    await openSpending();
    expect(
      within(screen.getByTestId('category-1')).getByLabelText(`${L.total} Public Safety: $2,000`),
    ).toBeTruthy();
    expect(screen.getByText(/Spending total: \$2,300/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `${L.rowMore} Police` }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByText(L.scenarioItem)).toBeNull();
    expect(within(menu).queryByText(L.dedicatedItem)).toBeNull();
  });

  it('adds a parent category and an item under the receipt, the amount waiting for the name', async () => {
    const { bodies } = await openSpending();
    await userEvent.click(screen.getByRole('button', { name: L.addCategory }));
    const name = screen.getByRole('textbox', { name: L.categoryNameLabel });
    expect(name.getAttribute('placeholder')).toBe('Parent Category Name');
    await userEvent.type(name, 'Libraries{Enter}');
    await screen.findByRole('button', { name: /Edit Category name: Libraries/ });

    await userEvent.click(screen.getByRole('button', { name: L.addItem('Parks') }));
    const amount = screen.getByRole('textbox', { name: L.amountLabel }) as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: L.itemName }), 'Playgrounds');
    expect(amount.disabled).toBe(false);
    await userEvent.clear(amount);
    await userEvent.type(amount, '4500{Enter}');
    await screen.findByRole('button', { name: /Edit Item name: Playgrounds/ });
    expect(bodies()).toEqual([
      { method: 'POST', path: '/v1/admin/receipts/5/expenses', body: { name: 'Libraries' } },
      {
        method: 'POST',
        path: '/v1/admin/receipts/5/expenses/2/subcategories',
        body: { name: 'Playgrounds', amount: 4500 },
      },
    ]);
  });

  it('moves an item to another category with tax_receipt_category_id', async () => {
    const { bodies } = await openSpending();
    await userEvent.click(screen.getByRole('button', { name: L.editItem('Fire') }));
    const dialog = await screen.findByRole('dialog', { name: D.editItemTitle('Fire') });
    // A receipt's items have no image: the dialog has no Image tab.
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([STRUCTURE_DIALOG_TEXTS.itemTabs.nameCost, STRUCTURE_DIALOG_TEXTS.itemTabs.details]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: D.category }));
    await userEvent.click(screen.getByRole('option', { name: 'Parks' }));
    await userEvent.click(within(dialog).getByRole('button', { name: D.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies()).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/receipts/5/expenses/1/subcategories/12',
        body: { tax_receipt_category_id: 2 },
      },
    ]);
    expect(within(screen.getByTestId('category-2')).getByText('Fire')).toBeTruthy();
  });

  it('shows the drag-and-drop help once, when the third category is added', async () => {
    const { calls } = await openSpending(receipt(), { meta: {} });
    await userEvent.click(screen.getByRole('button', { name: L.addCategory }));
    await userEvent.type(screen.getByRole('textbox', { name: L.categoryNameLabel }), 'Libraries{Enter}');
    expect(await screen.findByRole('dialog', { name: L.dragHelpTitle })).toBeTruthy();
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/v1/users/me/meta/drag_drop_help_displayed',
        query: '',
        body: { value: 'true' },
      }),
    );
  });
});

describe("a receipt's CSV", () => {
  it('imports the file to the receipt path as csv_file', async () => {
    const { writes } = await openSpending(makeReceipt());
    await userEvent.click(screen.getByRole('button', { name: L.csvMenu }));
    await userEvent.click(screen.getByRole('menuitem', { name: L.importCsv }));
    const file = new File(['category,subcategory,amount,details\nImported,,,\n'], 'spending.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByTestId('csv-input-expenses'), file);
    expect(await screen.findByText(M.imported)).toBeTruthy();
    expect(writes()[0]?.path).toBe('/v1/admin/receipts/5/expenses/import');
    expect((writes()[0]?.body as FormData).get('csv_file')).toBeInstanceOf(File);
    expect(await screen.findByRole('button', { name: /Edit Category name: Imported/ })).toBeTruthy();
  });

  it('exports from expense-export and offers the spending categories template only', async () => {
    const { calls } = await openSpending();
    await userEvent.click(screen.getByRole('button', { name: L.csvMenu }));
    expect(screen.getByRole('menuitem', { name: L.downloadTemplate }).getAttribute('href')).toBe(
      '/static/tax_receipt_expense_categories.csv',
    );
    expect(screen.queryByRole('menuitem', { name: L.downloadTemplateYn })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: L.exportCsv }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/v1/admin/receipts/5/expense-export'));
  });
});
