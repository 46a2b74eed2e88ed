import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STRUCTURE_DIALOG_TEXTS as T, STRUCTURE_MESSAGES as M } from '@commonpurse/domain';
import { jsonResponse } from '@/test/render.tsx';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { CategorizeDialog } from './CategorizeDialog.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { MatchingDialog } from './MatchingDialog.tsx';
import { renderInEditor } from './test-harness.tsx';

const standardized = [
  { id: 1, name: 'Fire', type: 'expense' },
  { id: 2, name: 'Police', type: 'expense' },
  { id: 3, name: 'Parks', type: 'expense' },
  { id: 9, name: 'Property tax', type: 'revenue' },
];
const safety = makeCategory({ id: 11, name: 'Safety' }, [
  { id: 501, name: 'Patrols', standardized_subcategory_id: null },
  { id: 502, name: 'Stations', standardized_subcategory_id: 1 },
]);
const parks = makeCategory({ id: 12, name: 'Parks' }, [
  { id: 503, name: 'Pools', standardized_subcategory_id: 2 },
]);
const view = makeView({ id: 21, expenses: [safety, parks] });
const items = [...safety.subcategories, ...parks.subcategories];

/** Standardized list, and PATCHes echoed unless the item is in `refuse`. */
function api(refuse: number[] = []) {
  return (url: URL, init: RequestInit) => {
    if (url.pathname === '/v1/admin/standardized-subcategories') return jsonResponse({ data: standardized });
    const patch = /\/subcategories\/(\d+)$/.exec(url.pathname);
    if (patch && init.method === 'PATCH') {
      const id = Number(patch[1]);
      if (refuse.includes(id))
        return jsonResponse(
          {
            message: 'The given data was invalid.',
            errors: { standardized_subcategory_id: [M.invalidStandardizedSubcategory] },
          },
          422,
        );
      const item = items.find((i) => i.id === id)!;
      return jsonResponse({ data: { ...item, ...(JSON.parse(String(init.body)) as object) } });
    }
    return undefined;
  };
}

const patches = (calls: ReturnType<typeof renderInEditor>['calls']) =>
  calls('PATCH')
    .map((c) => [c.path, c.body] as const)
    .sort(([a], [b]) => a.localeCompare(b));

describe('CategorizeDialog', () => {
  it('offers the list type classifications per item and saves the changed ones', async () => {
    const onClose = vi.fn();
    const { calls, cached } = renderInEditor(
      <CategorizeDialog open onClose={onClose} parent={{ kind: 'simulation', id: 21 }} list="expenses" />,
      { view, handle: api() },
    );
    const dialog = screen.getByRole('dialog', { name: T.categorizeTitle });
    const patrols = await within(dialog).findByRole('combobox', { name: 'Patrols' });
    expect(calls('GET').map((c) => c.path)).toEqual(['/v1/admin/standardized-subcategories?per_page=1000']);
    expect(within(dialog).getByRole('combobox', { name: 'Stations' }).textContent).toBe('Fire');
    await userEvent.click(patrols);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([L.noClassification, 'Fire', 'Police', 'Parks']);
    await userEvent.click(screen.getByRole('option', { name: 'Police' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Stations' }));
    await userEvent.click(screen.getByRole('option', { name: L.noClassification }));
    await userEvent.click(within(dialog).getByRole('button', { name: L.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches(calls)).toEqual([
      ['/v1/admin/budgets/21/expenses/11/subcategories/501', { standardized_subcategory_id: 2 }],
      ['/v1/admin/budgets/21/expenses/11/subcategories/502', { standardized_subcategory_id: null }],
    ]);
    expect(cached().expenses?.[0]?.subcategories.map((s) => s.standardized_subcategory_id)).toEqual([
      2,
      null,
    ]);
  });

  it('lists the items that were not saved', async () => {
    const onClose = vi.fn();
    renderInEditor(
      <CategorizeDialog open onClose={onClose} parent={{ kind: 'simulation', id: 21 }} list="expenses" />,
      {
        view,
        handle: api([501]),
      },
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Patrols' }));
    await userEvent.click(screen.getByRole('option', { name: 'Parks' }));
    await userEvent.click(within(dialog).getByRole('button', { name: L.save }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(L.classificationSaveFailed)).toBeTruthy();
    expect(within(alert).getByText(`Patrols: ${M.invalidStandardizedSubcategory}`)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the classification cannot be loaded', async () => {
    renderInEditor(
      <CategorizeDialog open onClose={vi.fn()} parent={{ kind: 'simulation', id: 21 }} list="expenses" />,
      {
        view,
        handle: (url) =>
          url.pathname === '/v1/admin/standardized-subcategories'
            ? jsonResponse({ message: 'Server error.' }, 500)
            : undefined,
      },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(L.classificationLoadFailed);
  });
});

describe('MatchingDialog', () => {
  it('ticks the items of a classification and moves it to the ticked ones', async () => {
    const onClose = vi.fn();
    const { calls } = renderInEditor(
      <MatchingDialog open onClose={onClose} parent={{ kind: 'simulation', id: 21 }} list="expenses" />,
      {
        view,
        handle: api(),
      },
    );
    const dialog = screen.getByRole('dialog', { name: L.matchingTitle });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: L.matchingClassification }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Fire', 'Police', 'Parks']);
    await userEvent.click(screen.getByRole('option', { name: 'Police' }));
    const group = within(dialog).getByRole('group', { name: L.matchingItems('Police') });
    const box = (name: string) =>
      within(group).getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
    expect([box('Patrols').checked, box('Stations').checked, box('Pools').checked]).toEqual([
      false,
      false,
      true,
    ]);
    expect(box('Stations').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(group).getByText(L.matchingNow('Fire'))).toBeTruthy();
    await userEvent.click(box('Patrols'));
    await userEvent.click(box('Pools'));
    await userEvent.click(within(dialog).getByRole('button', { name: L.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches(calls)).toEqual([
      ['/v1/admin/budgets/21/expenses/11/subcategories/501', { standardized_subcategory_id: 2 }],
      ['/v1/admin/budgets/21/expenses/12/subcategories/503', { standardized_subcategory_id: null }],
    ]);
  });
});
