import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GEOJSON_MESSAGES as G,
  STRUCTURE_DIALOG_TEXTS as T,
  STRUCTURE_MESSAGES as M,
  TIMINGS,
} from '@commonpurse/domain';
import { jsonResponse } from '@/test/render.tsx';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { keepStyles } from '@/test/styles.ts';
import type { TItem, TStructureList } from '@/api/structure-items.ts';
import { CustomizeDialog } from './CustomizeDialog.tsx';
import { customizeTabs } from './customize-tabs.ts';
import { DIALOG_LABELS as L } from './labels.ts';
import { renderInEditor } from './test-harness.tsx';

// These tests read computed styles (see src/test/styles.ts).
beforeAll(keepStyles);

const C = T.customizeTabs;

describe('customizeTabs', () => {
  const standard = { calculator: 'standard', customized_question_json: null } as const;
  const labels = (...args: Parameters<typeof customizeTabs>) =>
    customizeTabs(...args).map((t) => (t.disabledNote ? `${t.label} (${t.disabledNote})` : t.label));
  const all = [C.lock, C.alert, C.changeRate, C.changeBoundaries];

  it.each([
    ['spending, map on', { map_enabled: true, mode: 'budget' }, 'expenses', standard, null, [C.map, ...all]],
    ['spending, map off', { map_enabled: false, mode: 'budget' }, 'expenses', standard, null, all],
    [
      'revenue (never a map)',
      { map_enabled: true, mode: 'budget' },
      'revenue',
      standard,
      0,
      [L.taxRateTab, ...all],
    ],
    [
      'another calculator',
      { map_enabled: false, mode: 'budget' },
      'expenses',
      { ...standard, calculator: 'dwelling-units-per-acre' },
      null,
      [L.taxRateTab, ...all],
    ],
    [
      'housing mode',
      { map_enabled: false, mode: 'housing' },
      'expenses',
      standard,
      null,
      [C.density, ...all],
    ],
    [
      'a custom question',
      { map_enabled: false, mode: 'budget' },
      'revenue',
      { ...standard, customized_question_json: { name: 'Q' } },
      null,
      [L.taxRateTab, C.alert, C.changeRate, C.changeBoundaries],
    ],
    [
      'a tax rate above zero',
      { map_enabled: false, mode: 'budget' },
      'revenue',
      standard,
      1.5,
      [L.taxRateTab, C.lock, C.alert, `${C.changeRate} (${T.changeRateNotApplicable})`, C.changeBoundaries],
    ],
  ] as const)('%s', (_name, simulation, list, item, rate, expected) => {
    expect(labels(simulation, list as TStructureList, item, rate)).toEqual(expected);
  });
});

const taxes = makeCategory({ id: 31, name: 'Taxes', type: 'revenue' }, [
  { id: 601, name: 'Property tax', amount: 900, rate: 0, custom_increment_rate: 0.025 },
]);
const safety = makeCategory({ id: 11, name: 'Safety' }, [{ id: 501, name: 'Police', amount: 1200 }]);
const view = makeView({ id: 21, expenses: [safety], revenue: [taxes], map_enabled: true });
const propertyTax = taxes.subcategories[0] as TItem;
const police = safety.subcategories[0] as TItem;

function open(
  item: TItem,
  list: TStructureList,
  handle?: (url: URL, init: RequestInit) => Response | undefined,
) {
  const onClose = vi.fn();
  const rendered = renderInEditor(
    <CustomizeDialog
      open
      onClose={onClose}
      parent={{ kind: 'simulation', id: 21 }}
      list={list}
      item={item}
    />,
    {
      view,
      handle:
        handle ??
        ((url, init) =>
          init.method === 'PATCH'
            ? jsonResponse({ data: { ...item, ...(JSON.parse(String(init.body)) as object) } })
            : undefined),
    },
  );
  return { ...rendered, onClose };
}

const dialog = () => screen.getByRole('dialog');
const tab = (name: string) => within(dialog()).getByRole('tab', { name });
const save = () => userEvent.click(within(dialog()).getByRole('button', { name: L.save }));

describe('CustomizeDialog', () => {
  it('is 800 wide and titled; Change Rate follows the tax rate as it is typed', async () => {
    open(propertyTax, 'revenue');
    const paper = screen.getByRole('dialog', { name: L.customizeTitle('Property tax') });
    expect(getComputedStyle(paper).width).toBe('800px');
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([L.taxRateTab, C.lock, C.alert, C.changeRate, C.changeBoundaries]);
    const rate = within(dialog()).getByRole('textbox', { name: L.taxRate });
    await userEvent.type(rate, '150');
    expect((rate as HTMLInputElement).value).toBe('99');
    const changeRate = tab(C.changeRate);
    expect(changeRate.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(changeRate.getAttribute('aria-describedby')!)?.textContent).toBe(
      T.changeRateNotApplicable,
    );
    await userEvent.click(changeRate);
    expect(changeRate.getAttribute('aria-selected')).toBe('false');
    await userEvent.clear(rate);
    expect(tab(C.changeRate).getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the stored custom rate as a percent and sends the chosen increment', async () => {
    const { calls, cached, onClose } = open(propertyTax, 'revenue');
    await userEvent.click(tab(C.changeRate));
    const percent = within(dialog()).getByRole('textbox', { name: L.incrementRate });
    expect((percent as HTMLInputElement).value).toBe('2.5');
    await userEvent.clear(percent);
    await userEvent.type(percent, '5');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/budgets/21/revenue/31/subcategories/601',
        body: { increment_mode: 'rate', custom_increment_rate: 5 },
      },
    ]);
    expect(cached().revenue?.[0]?.subcategories[0]?.custom_increment_rate).toBe(5);
  });

  it('switches the increment to an amount', async () => {
    const { calls, onClose } = open(police, 'expenses');
    await userEvent.click(tab(C.changeRate));
    await userEvent.click(within(dialog()).getByRole('radio', { name: L.incrementByAmount }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: L.incrementAmount }), '25');
    await userEvent.click(tab(C.lock));
    await userEvent.click(within(dialog()).getByRole('switch', { name: L.lockItem }));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('PATCH')[0]?.body).toEqual({
      is_locked: true,
      increment_mode: 'amount',
      custom_increment_amount: 25,
    });
  });

  it('lists every problem by tab, opens a tab from the list, and shows a snackbar for 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = open(police, 'expenses');
    await user.type(within(dialog()).getByRole('textbox', { name: L.geojson }), '{{"type":');
    await user.click(tab(C.alert));
    await user.click(within(dialog()).getByRole('combobox', { name: L.alertType }));
    await user.click(screen.getByRole('option', { name: L.alertTypes.increase }));
    await user.click(within(dialog()).getByRole('button', { name: L.save }));

    const banner = within(dialog()).getByRole('alert');
    expect(within(banner).getByText(T.fillRequiredFields)).toBeTruthy();
    const problems = within(banner)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(problems).toEqual([L.problemIn(C.map, G.notJson), L.problemIn(C.alert, M.alertTextRequired)]);
    expect(tab(C.map).getAttribute('aria-selected')).toBe('true');
    await user.click(within(banner).getByRole('button', { name: L.problemIn(C.alert, M.alertTextRequired) }));
    expect(tab(C.alert).getAttribute('aria-selected')).toBe('true');
    expect(calls('PATCH')).toEqual([]);

    expect(within(dialog()).getByRole('status').textContent).toBe(T.fillRequiredFields);
    act(() => vi.advanceTimersByTime(TIMINGS.snackbarMs - 100));
    expect(screen.getAllByText(T.fillRequiredFields)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(screen.getAllByText(T.fillRequiredFields)).toHaveLength(1));
  });

  it('sends the alert text with its type and lists the server refusal', async () => {
    const refusal = {
      message: 'The given data was invalid.',
      errors: { geojson: [G.notGeoJson] },
    };
    const { calls, onClose } = open(police, 'expenses', (_url, init) =>
      init.method === 'PATCH' ? jsonResponse(refusal, 422) : undefined,
    );
    await userEvent.click(tab(C.alert));
    await userEvent.click(within(dialog()).getByRole('combobox', { name: L.alertType }));
    await userEvent.click(screen.getByRole('option', { name: L.alertTypes.threshold }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: L.alertText }), 'Careful');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: L.alertThreshold }), '2000');
    await save();
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('PATCH')[0]?.body).toEqual({
      alert_type: 'threshold',
      alert_text: 'Careful',
      alert_threshold: 2000,
    });
    const banner = await within(dialog()).findByRole('alert');
    expect(within(banner).getByRole('button').textContent).toBe(L.problemIn(C.map, G.notGeoJson));
    expect(tab(C.map).getAttribute('aria-selected')).toBe('true');
    // And under the field itself.
    expect(within(dialog()).getByText(G.notGeoJson)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without a call when nothing changed', async () => {
    const { calls, onClose } = open(propertyTax, 'revenue');
    await save();
    expect(onClose).toHaveBeenCalled();
    expect(calls('PATCH')).toEqual([]);
  });
});
