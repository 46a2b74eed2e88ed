import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { STRUCTURE_DIALOG_TEXTS as T } from '@commonpurse/domain';
import { jsonResponse } from '@/test/render.tsx';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import type { TItem } from '@/api/structure-items.ts';
import { CategorizeDialog } from './CategorizeDialog.tsx';
import { CategoryInfoDialog } from './CategoryInfoDialog.tsx';
import { CustomizeDialog } from './CustomizeDialog.tsx';
import { ItemDialog } from './ItemDialog.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import { MatchingDialog } from './MatchingDialog.tsx';
import { ScenarioDialog } from './ScenarioDialog.tsx';
import { SuggestionBoxDialog } from './SuggestionBoxDialog.tsx';
import { renderInEditor } from './test-harness.tsx';

const safety = makeCategory({ id: 11, name: 'Safety', details: 'Police and fire' }, [
  { id: 501, name: 'Police', image_url: 'https://files.example/police.png', image_alt: 'A patrol car' },
  { id: 502, name: 'Your Suggestion', suggestion_box: true },
]);
const taxes = makeCategory({ id: 31, name: 'Taxes', type: 'revenue' }, [{ id: 601, name: 'Levy', rate: 1 }]);
const view = makeView({ id: 21, expenses: [safety], revenue: [taxes], map_enabled: true });
const [police, box] = safety.subcategories as TItem[];
const levy = taxes.subcategories[0] as TItem;

const api = (url: URL) =>
  url.pathname === '/v1/admin/standardized-subcategories'
    ? jsonResponse({ data: [{ id: 1, name: 'Police', type: 'expense' }] })
    : undefined;

/** axe-core's WCAG 2.1 A/AA rules on the open dialog (colour contrast needs a layout jsdom lacks). */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const noop = () => undefined;
const cases: [string, ReactElement, (() => Promise<void>)?][] = [
  [
    'ItemDialog (each tab)',
    <ItemDialog open onClose={noop} parent={{ kind: 'simulation', id: 21 }} list="expenses" item={police!} />,
    async () => {
      await userEvent.click(screen.getByRole('tab', { name: T.itemTabs.details }));
      await screen.findByRole('textbox', { name: L.moreDetails });
      expect(await violations()).toEqual([]);
      await userEvent.click(screen.getByRole('tab', { name: T.itemTabs.image }));
    },
  ],
  [
    'CustomizeDialog',
    <CustomizeDialog
      open
      onClose={noop}
      parent={{ kind: 'simulation', id: 21 }}
      list="revenue"
      item={levy}
    />,
  ],
  [
    'SuggestionBoxDialog',
    <SuggestionBoxDialog
      open
      onClose={noop}
      parent={{ kind: 'simulation', id: 21 }}
      list="expenses"
      item={box!}
    />,
  ],
  [
    'ScenarioDialog (dedicated, with a link)',
    <ScenarioDialog
      open
      onClose={noop}
      parent={{ kind: 'simulation', id: 21 }}
      list="revenue"
      item={levy}
      kind="dedicated"
    />,
    async () => {
      await screen.findByRole('textbox', { name: T.moreDetailsText });
      await userEvent.click(screen.getByRole('button', { name: T.addSpendingSubcategory }));
      await userEvent.click(screen.getByRole('button', { name: L.done }));
    },
  ],
  [
    'CategoryInfoDialog',
    <CategoryInfoDialog
      open
      onClose={noop}
      parent={{ kind: 'simulation', id: 21 }}
      list="expenses"
      category={safety}
    />,
    async () => void (await screen.findByRole('textbox', { name: L.moreDetails })),
  ],
  [
    'CategorizeDialog',
    <CategorizeDialog open onClose={noop} parent={{ kind: 'simulation', id: 21 }} list="expenses" />,
    async () => void (await screen.findByRole('combobox', { name: 'Police' })),
  ],
  [
    'MatchingDialog',
    <MatchingDialog open onClose={noop} parent={{ kind: 'simulation', id: 21 }} list="expenses" />,
    async () => {
      const dialog = screen.getByRole('dialog');
      await userEvent.click(await within(dialog).findByRole('combobox', { name: L.matchingClassification }));
      await userEvent.click(screen.getByRole('option', { name: 'Police' }));
    },
  ],
];

describe('structure dialogs: accessibility', () => {
  it.each(cases)('%s has no WCAG 2.1 AA violations', async (_name, ui, prepare) => {
    renderInEditor(ui, { view, handle: api });
    await prepare?.();
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });
});
