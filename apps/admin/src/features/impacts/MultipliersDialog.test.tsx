import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPACT_LABELS as F, IMPACT_MESSAGES as M, impactCalculationsTitle } from '@commonpurse/domain';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { renderTab, type TFakeServerOptions } from '@/test/children-harness.tsx';
import { makeImpact } from './fixtures.ts';
import ImpactsTab from './ImpactsTab.tsx';
import { IMPACT_TAB_LABELS as L } from './labels.ts';

const budget = () =>
  makeView({
    id: 90,
    expenses: [
      makeCategory({ id: 1, name: 'Parks' }, [
        { id: 11, name: 'Tree planting', amount: 1200 },
        { id: 12, name: 'Trails', amount: 333.33 },
      ]),
    ],
    revenue: [
      makeCategory({ id: 2, name: 'Levies', type: 'revenue' }, [{ id: 21, name: 'Parks levy', amount: 50 }]),
    ],
    impacts: [makeImpact({ id: 5, name: 'Trees planted' })],
  });

async function openCalculations(options: TFakeServerOptions & { view?: ReturnType<typeof budget> } = {}) {
  const rendered = renderTab(<ImpactsTab />, { view: options.view ?? budget(), ...options });
  await userEvent.click(screen.getByRole('button', { name: L.multipliers('Trees planted') }));
  const dialog = await screen.findByRole('dialog', { name: impactCalculationsTitle('Trees planted') });
  return { ...rendered, dialog };
}

const multiplier = (dialog: HTMLElement, item: string) =>
  within(dialog).findByRole('textbox', { name: L.multiplierOf(item) });
const total = () => screen.getByTestId('impact-total').textContent;

describe('the multiplier dialog', () => {
  it('lists every item, spending first, and computes results and the total to 4 decimals', async () => {
    const { dialog, writes, calls } = await openCalculations();
    await multiplier(dialog, 'Tree planting');
    expect(calls().filter((c) => c.path.endsWith('/multipliers'))).toEqual([
      { method: 'GET', path: '/v1/admin/budgets/90/impacts/5/multipliers', body: undefined },
    ]);
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      F.calculationColumns.category,
      L.item,
      F.calculationColumns.amount,
      F.calculationColumns.multiplier,
      F.calculationColumns.result,
    ]);
    const items = within(dialog)
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(items).toEqual(['Tree planting', 'Trails', 'Parks levy']);
    expect(total()).toBe('0.0000');

    await userEvent.clear(await multiplier(dialog, 'Tree planting'));
    await userEvent.type(await multiplier(dialog, 'Tree planting'), '0.25');
    await userEvent.clear(await multiplier(dialog, 'Trails'));
    await userEvent.type(await multiplier(dialog, 'Trails'), '0.0123');
    // 1200 × 0.25 = 300; 333.33 × 0.0123 = 4.099959 -> 4.1000
    expect(within(screen.getByTestId('multiplier-12')).getAllByRole('cell')[4]?.textContent).toBe('4.1000');
    expect(total()).toBe('304.1000');

    await userEvent.click(within(dialog).getByRole('button', { name: F.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/v1/admin/budgets/90/impacts/5/multipliers',
        body: {
          multipliers: [
            { budget_subcategory_id: 11, multiplier: 0.25 },
            { budget_subcategory_id: 12, multiplier: 0.0123 },
          ],
        },
      },
    ]);
  });

  it('reopens with the saved multipliers', async () => {
    const { dialog } = await openCalculations();
    await userEvent.clear(await multiplier(dialog, 'Parks levy'));
    await userEvent.type(await multiplier(dialog, 'Parks levy'), '-2');
    await userEvent.click(within(dialog).getByRole('button', { name: F.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: L.multipliers('Trees planted') }));
    const again = await screen.findByRole('dialog', { name: impactCalculationsTitle('Trees planted') });
    expect(await multiplier(again, 'Parks levy')).toHaveProperty('value', '-2');
    expect(total()).toBe('-100.0000');
  });

  it('refuses a multiplier that is not a number, and Cancel saves nothing', async () => {
    const { dialog, writes } = await openCalculations();
    const field = await multiplier(dialog, 'Trails');
    await userEvent.clear(field);
    await userEvent.type(field, 'abc-');
    expect(field).toHaveProperty('value', '-');
    await userEvent.click(within(dialog).getByRole('button', { name: F.done }));
    expect(await within(dialog).findByText(M.multiplierNotNumber)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: L.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
  });

  it('shows a refused save inside the dialog', async () => {
    const { dialog } = await openCalculations({
      refuse: { match: /PUT/, field: 'multipliers', message: 'Invalid subcategory ID' },
    });
    await userEvent.type(await multiplier(dialog, 'Trails'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: F.done }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid subcategory ID');
  });

  it('says when the simulation has no items', async () => {
    const { dialog } = await openCalculations({
      view: makeView({ id: 91, impacts: [makeImpact({ id: 6, name: 'Trees planted' })] }),
    });
    expect(await within(dialog).findByText(L.noItems)).toBeTruthy();
  });
});
