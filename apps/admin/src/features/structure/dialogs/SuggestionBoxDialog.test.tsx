import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STRUCTURE_DIALOG_TEXTS as T, STRUCTURE_MESSAGES as M } from '@commonpurse/domain';
import { jsonResponse } from '@/test/render.tsx';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import type { TItem } from '@/api/structure-items.ts';
import { DIALOG_LABELS as L } from './labels.ts';
import { SuggestionBoxDialog } from './SuggestionBoxDialog.tsx';
import { renderInEditor } from './test-harness.tsx';

const parks = makeCategory({ id: 12, name: 'Parks' }, [
  {
    id: 700,
    name: 'Your Suggestion',
    suggestion_box: true,
    suggestion_box_mode: 'no_amount',
    ceiling_amount: 0,
  },
]);
const box = parks.subcategories[0] as TItem;
const view = makeView({ id: 21, expenses: [parks] });

function open(handle: (url: URL, init: RequestInit) => Response | undefined) {
  const onClose = vi.fn();
  const rendered = renderInEditor(
    <SuggestionBoxDialog
      open
      onClose={onClose}
      parent={{ kind: 'simulation', id: 21 }}
      list="expenses"
      item={box}
    />,
    { view, handle },
  );
  return { ...rendered, onClose };
}

describe('SuggestionBoxDialog', () => {
  it('saves the amount field mode and the ceiling', async () => {
    const { calls, cached, onClose } = open((_url, init) =>
      init.method === 'PATCH'
        ? jsonResponse({ data: { ...box, ...(JSON.parse(String(init.body)) as object) } })
        : undefined,
    );
    const dialog = screen.getByRole('dialog', { name: T.suggestionBoxTitle });
    const modes = within(dialog).getByRole('radiogroup', { name: T.amountField });
    expect(within(modes).getAllByRole('radio')).toHaveLength(3);
    expect(
      (
        within(modes).getByRole('radio', {
          name: new RegExp(L.suggestionModes.no_amount.label),
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    await userEvent.click(
      within(modes).getByRole('radio', { name: new RegExp(L.suggestionModes.no_balance.label) }),
    );
    const ceiling = within(dialog).getByRole('textbox', { name: T.ceilingAmount });
    await userEvent.clear(ceiling);
    await userEvent.type(ceiling, '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: L.save }));
    expect(within(dialog).getByText(M.ceilingNegative)).toBeTruthy();
    await userEvent.clear(ceiling);
    await userEvent.type(ceiling, '250');
    await userEvent.click(within(dialog).getByRole('button', { name: L.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/budgets/21/expenses/12/subcategories/700',
        body: { suggestion_box_mode: 'no_balance', ceiling_amount: 250 },
      },
    ]);
    expect(cached().expenses?.[0]?.subcategories[0]?.suggestion_box_mode).toBe('no_balance');
  });

  it('shows a failed save inside the dialog', async () => {
    const { onClose } = open((_url, init) =>
      init.method === 'PATCH' ? jsonResponse({ message: 'Server error.' }, 500) : undefined,
    );
    const dialog = screen.getByRole('dialog', { name: T.suggestionBoxTitle });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: new RegExp(L.suggestionModes.balance.label) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: L.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Server error.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
