import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { user } from '@/test/user.ts';
import { STRUCTURE_MESSAGES as M, type TCategoryView, type TSimulationView } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { bodyOf, mockSimulationApi } from '@/test/simulation-api.ts';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory, makeItem } from '@/test/structure-fixtures.ts';
import { STRUCTURE_LABELS as L } from './labels.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

interface TCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Opens the Spending tab of `view` against a small in-memory server for the structure calls: it
 * creates and changes categories and items as the real API answers them.
 */
async function openSpending(
  view: TSimulationView,
  options: { meta?: Record<string, string>; fail?: RegExp } = {},
) {
  const calls: TCall[] = [];
  let nextId = 9000;
  const expenses = (): TCategoryView[] => view.expenses ?? [];
  const findItem = (id: number) =>
    expenses()
      .flatMap((c) => c.subcategories)
      .find((s) => s.id === id);
  mockSimulationApi({
    views: [view],
    handle: (url, init) => {
      const method = init.method ?? 'GET';
      const path = url.pathname;
      // A user past the first visits: no help tooltip over the board; the counter is not its business.
      if (path === '/v1/users/me/meta')
        return jsonResponse({ data: { page_visits_edit_simulation: '9', ...options.meta } });
      if (path.startsWith('/v1/users/me/meta/page_visits_')) return jsonResponse({ data: {} });
      if (!path.startsWith(`/v1/admin/budgets/${view.id}/`) && !path.startsWith('/v1/users/me/meta/'))
        return undefined;
      const body = init.body instanceof FormData ? init.body : init.body ? bodyOf(init) : undefined;
      calls.push({ method, path, body });
      if (options.fail?.test(`${method} ${path}`)) {
        return jsonResponse(
          { message: 'The given data was invalid.', errors: { id: ['Refused by the test.'] } },
          422,
        );
      }
      const rest = path.slice(`/v1/admin/budgets/${view.id}/`.length).split('/');
      const setExpenses = (next: TCategoryView[]) => (view.expenses = next);
      const inCategory = (id: number, change: (c: TCategoryView) => TCategoryView) =>
        setExpenses(expenses().map((c) => (c.id === id ? change(c) : c)));
      if (method === 'POST' && rest.length === 1) {
        const category = makeCategory({
          id: nextId++,
          ...(body as object),
          display_order: expenses().length,
        });
        setExpenses([...expenses(), category]);
        return jsonResponse({ data: category }, 201);
      }
      if (method === 'POST' && rest[2] === 'subcategories' && rest.length === 3) {
        const categoryId = Number(rest[1]);
        const item = makeItem({
          id: nextId++,
          budget_category_id: categoryId,
          display_order: 99,
          ...(body as object),
        });
        inCategory(categoryId, (c) => ({ ...c, subcategories: [...c.subcategories, item] }));
        return jsonResponse({ data: item }, 201);
      }
      // A dialog reads the whole item when it opens (decision 0598).
      if (method === 'GET' && rest[2] === 'subcategories' && rest.length === 4) {
        const item = findItem(Number(rest[3]));
        return item ? jsonResponse({ data: item }) : jsonResponse({ message: 'Not found.' }, 404);
      }
      if (method === 'PATCH' && rest[2] === 'subcategories') {
        const item = { ...findItem(Number(rest[3]))!, ...(body as object) };
        inCategory(Number(rest[1]), (c) => ({
          ...c,
          subcategories: c.subcategories.map((s) => (s.id === item.id ? item : s)),
        }));
        return jsonResponse({ data: item });
      }
      if (method === 'PATCH') {
        inCategory(Number(rest[1]), (c) => ({ ...c, ...(body as object) }));
        return jsonResponse({ data: expenses().find((c) => c.id === Number(rest[1])) });
      }
      if (method === 'DELETE' && rest.length === 2) {
        setExpenses(expenses().filter((c) => c.id !== Number(rest[1])));
        return jsonResponse({ meta: { status: 'deleted' } });
      }
      if (method === 'DELETE') return jsonResponse({ meta: { status: 'deleted' } });
      if (path.endsWith('/import')) {
        setExpenses([makeCategory({ id: nextId++, name: 'Imported' })]);
        return jsonResponse({ meta: { status: 'imported' }, data: expenses() });
      }
      return jsonResponse({ meta: { status: 'saved' } });
    },
  });
  const rendered = renderConsoleAt(`/simulations/${view.id}/spending`);
  await screen.findByRole('button', { name: L.addCategory }, { timeout: 10_000 });
  const writes = () => calls.filter((c) => c.method !== 'GET');
  const adminWrites = () => writes().filter((c) => c.path.startsWith('/v1/admin/'));
  return { ...rendered, calls, writes, adminWrites };
}

const budget = () =>
  makeView({
    id: 31,
    expenses: [
      makeCategory({ id: 1, name: 'Public Safety' }, [
        { id: 11, name: 'Police', amount: 1200 },
        { id: 12, name: 'Fire', amount: 800.5 },
      ]),
      makeCategory({ id: 2, name: 'Parks', display_order: 1 }, [{ id: 21, name: 'Trails', amount: 300 }]),
    ],
  });

describe('the category table', () => {
  it('lists categories and items in order with their totals', async () => {
    await openSpending(budget());
    const safety = screen.getByTestId('category-1');
    expect(within(safety).getByLabelText(`${L.total} Public Safety: $2,000.50`)).toBeTruthy();
    const items = within(safety)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toContain('Police');
    expect(items[1]).toContain('Fire');
    expect(screen.getByText(/Spending total: \$2,300.50/)).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    await openSpending(makeView({ id: 32 }));
    expect(screen.getByText(L.empty('Spending'))).toBeTruthy();
  });

  it('adds a category after checking its name', async () => {
    const { adminWrites: writes } = await openSpending(budget(), {
      meta: { drag_drop_help_displayed: 'true' },
    });
    await user.click(screen.getByRole('button', { name: L.addCategory }));
    const field = screen.getByRole('textbox', { name: L.categoryNameLabel });
    await user.type(field, 'L{Enter}');
    expect(screen.getByText('Must be at least 2 characters')).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.type(field, 'ibraries{Enter}');
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', path: '/v1/admin/budgets/31/expenses', body: { name: 'Libraries' } },
      ]),
    );
    expect(await screen.findByRole('button', { name: /Edit Category name: Libraries/ })).toBeTruthy();
  });

  it('renames an item inline and refuses an amount over the ceiling', async () => {
    const { writes } = await openSpending(budget());
    await user.click(screen.getByRole('button', { name: 'Edit Item name: Police' }));
    const name = screen.getByRole('textbox', { name: L.itemName });
    await user.clear(name);
    await user.type(name, 'Police Department{Enter}');
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PATCH',
          path: '/v1/admin/budgets/31/expenses/1/subcategories/11',
          body: { name: 'Police Department' },
        },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: /Edit Amount of Fire/ }));
    const amount = screen.getByRole('textbox', { name: 'Amount of Fire' });
    await user.clear(amount);
    await user.type(amount, 'abc99999999999999{Enter}');
    expect((amount as HTMLInputElement).value).toBe('99999999999999');
    expect(screen.getByText(M.amountTooLarge)).toBeTruthy();
    expect(writes()).toHaveLength(1);
  });

  it('adds an item and a suggestion box to a category', async () => {
    const { writes } = await openSpending(budget());
    await user.click(screen.getByRole('button', { name: L.addItem('Parks') }));
    await user.type(screen.getByRole('textbox', { name: L.itemName }), 'Playgrounds');
    const amount = screen.getByRole('textbox', { name: L.amountLabel });
    await user.clear(amount);
    await user.type(amount, '4500{Enter}');
    await user.click(screen.getByRole('button', { name: L.addSuggestionBox('Parks') }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/v1/admin/budgets/31/expenses/2/subcategories',
          body: { name: 'Playgrounds', amount: 4500 },
        },
        {
          method: 'POST',
          path: '/v1/admin/budgets/31/expenses/2/subcategories',
          body: { suggestion_box: true, name: 'Your Suggestion' },
        },
      ]),
    );
    expect(await screen.findByRole('button', { name: /Edit Item name: Playgrounds/ })).toBeTruthy();
  });

  it('deletes a category after confirmation, but not one linked to a dedicated-funds question', async () => {
    const view = budget();
    view.revenue = [
      makeCategory({ id: 3, name: 'Levies', type: 'revenue' }, [
        {
          id: 31,
          name: 'Parks levy',
          customized_question_json: {
            type: 'dedicated',
            options: [{ id: 'a', links: [{ budget_subcategory_id: 21 }] }],
          },
        },
      ]),
    ];
    const { writes } = await openSpending(view);
    const linked = screen.getByRole('button', { name: L.deleteCategory('Parks') });
    expect(linked.getAttribute('aria-disabled')).toBe('true');
    await user.click(linked);
    expect(writes()).toEqual([]);
    await user.hover(linked);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', M.dedicatedFundsLinked);

    await user.click(screen.getByRole('button', { name: L.deleteCategory('Public Safety') }));
    const dialog = await screen.findByRole('dialog', { name: L.deleteCategoryTitle('Public Safety') });
    expect(within(dialog).getByText(L.deleteCategoryBody(2))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: L.deleteConfirm }));
    await waitFor(() => expect(screen.queryByTestId('category-1')).toBeNull());
    expect(writes()).toEqual([
      { method: 'DELETE', path: '/v1/admin/budgets/31/expenses/1', body: undefined },
    ]);
  });

  it('collapses a category', async () => {
    await openSpending(budget());
    await user.click(screen.getByRole('button', { name: L.collapse('Public Safety') }));
    expect(within(screen.getByTestId('category-1')).queryByText('Police')).toBeNull();
    await user.click(screen.getByRole('button', { name: L.expand('Public Safety') }));
    expect(within(screen.getByTestId('category-1')).getByText('Police')).toBeTruthy();
  });
});

describe('Bulk Edit', () => {
  it('saves only the changed items, and Cancel discards', async () => {
    const { writes } = await openSpending(budget());
    await user.click(screen.getByRole('button', { name: L.bulkEdit }));
    const police = screen.getByRole('textbox', { name: L.itemAmount('Police') });
    await user.clear(police);
    await user.type(police, '1500');
    await user.click(screen.getByRole('button', { name: L.bulkCancel }));
    expect(writes()).toEqual([]);
    expect(screen.queryByRole('textbox', { name: L.itemAmount('Police') })).toBeNull();

    await user.click(screen.getByRole('button', { name: L.bulkEdit }));
    const trails = screen.getByRole('textbox', { name: L.itemAmount('Trails') });
    await user.clear(trails);
    await user.type(trails, '350');
    const fireName = screen.getByRole('textbox', { name: `${L.itemName}: Fire` });
    await user.clear(fireName);
    await user.type(fireName, 'Fire & EMS');
    await user.click(screen.getByRole('button', { name: L.bulkSave }));
    expect(await screen.findByText(L.bulkSaved(2))).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/budgets/31/expenses/1/subcategories/12',
        body: { name: 'Fire & EMS' },
      },
      { method: 'PATCH', path: '/v1/admin/budgets/31/expenses/2/subcategories/21', body: { amount: 350 } },
    ]);
  });
});

describe('CSV', () => {
  it('asks before re-importing, then replaces the list and says so', async () => {
    const { writes } = await openSpending(budget());
    await user.click(screen.getByRole('button', { name: L.csvMenu }));
    await user.click(screen.getByRole('menuitem', { name: L.reimportCsv }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: L.reimportConfirm }),
    );
    const file = new File(['category,subcategory,amount,details\nImported,,,\n'], 'spending.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByTestId('csv-input-expenses'), file);
    expect(await screen.findByText(M.imported)).toBeTruthy();
    expect(writes()[0]?.path).toBe('/v1/admin/budgets/31/expenses/import');
    expect((writes()[0]?.body as FormData).get('csv_file')).toBeInstanceOf(File);
    expect(await screen.findByRole('button', { name: /Edit Category name: Imported/ })).toBeTruthy();
    expect(screen.queryByTestId('category-1')).toBeNull();
  });

  it('shows the server refusal after the spec prefix', async () => {
    await openSpending(makeView({ id: 33 }), { fail: /import$/ });
    await user.click(screen.getByRole('button', { name: L.csvMenu }));
    await user.click(screen.getByRole('menuitem', { name: L.importCsv }));
    await user.upload(
      screen.getByTestId('csv-input-expenses'),
      new File(['x'], 'bad.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(`${M.importFailed}: Refused by the test.`)).toBeTruthy();
  });

  it('offers the templates', async () => {
    await openSpending(budget());
    await user.click(screen.getByRole('button', { name: L.csvMenu }));
    expect(screen.getByRole('menuitem', { name: L.downloadTemplate }).getAttribute('href')).toBe(
      '/static/expense_categories.csv',
    );
    expect(screen.getByRole('menuitem', { name: L.downloadTemplateYn }).getAttribute('href')).toBe(
      '/static/expense_categories_yn.csv',
    );
  });
});

describe('the drag-and-drop help', () => {
  it('shows once, when the third category is added, and remembers it', async () => {
    const { writes } = await openSpending(budget());
    await user.click(screen.getByRole('button', { name: L.addCategory }));
    await user.type(screen.getByRole('textbox', { name: L.categoryNameLabel }), 'Libraries{Enter}');
    expect(await screen.findByRole('dialog', { name: L.dragHelpTitle })).toBeTruthy();
    await waitFor(() =>
      expect(writes()).toContainEqual({
        method: 'PUT',
        path: '/v1/users/me/meta/drag_drop_help_displayed',
        body: { value: 'true' },
      }),
    );
  });

  it('does not show again once displayed', async () => {
    await openSpending(budget(), { meta: { drag_drop_help_displayed: 'true' } });
    await user.click(screen.getByRole('button', { name: L.addCategory }));
    await user.type(screen.getByRole('textbox', { name: L.categoryNameLabel }), 'Libraries{Enter}');
    await screen.findByRole('button', { name: /Edit Category name: Libraries/ });
    expect(screen.queryByRole('dialog', { name: L.dragHelpTitle })).toBeNull();
  });
});
