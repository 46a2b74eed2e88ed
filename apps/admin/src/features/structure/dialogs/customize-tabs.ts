import { STRUCTURE_DIALOG_TEXTS as T, type TSimulationView } from '@commonpurse/domain';
import type { TItem, TStructureList } from '@/api/structure-items.ts';
import type { TDialogTab } from '@/editor-kit/DialogFrame.tsx';
import { DIALOG_LABELS as L } from './labels.ts';

export type TCustomizeTab = 'map' | 'tax' | 'lock' | 'alert' | 'changeRate' | 'boundaries';

/**
 * The customize dialog's tabs and when each shows (spec 1 "Customize dialog for a standard item"):
 * Map for spending items when the simulation's map is on; the tax-rate tab (Density in housing mode)
 * for revenue, a non-standard calculator or housing mode; Lock? unless the item has a custom question;
 * Change Rate disabled while the item has a tax rate above zero.
 */
export function customizeTabs(
  simulation: Pick<TSimulationView, 'map_enabled' | 'mode'>,
  list: TStructureList,
  item: Pick<TItem, 'calculator' | 'customized_question_json'>,
  rate: number | null,
): TDialogTab<TCustomizeTab>[] {
  const housing = simulation.mode === 'housing';
  const tabs: TDialogTab<TCustomizeTab>[] = [];
  if (list === 'expenses' && simulation.map_enabled) tabs.push({ value: 'map', label: T.customizeTabs.map });
  if (list === 'revenue' || item.calculator !== 'standard' || housing)
    tabs.push({ value: 'tax', label: housing ? T.customizeTabs.density : L.taxRateTab });
  if (item.customized_question_json == null) tabs.push({ value: 'lock', label: T.customizeTabs.lock });
  tabs.push({ value: 'alert', label: T.customizeTabs.alert });
  tabs.push({
    value: 'changeRate',
    label: T.customizeTabs.changeRate,
    ...(rate !== null && rate > 0 ? { disabledNote: T.changeRateNotApplicable } : {}),
  });
  tabs.push({ value: 'boundaries', label: T.customizeTabs.changeBoundaries });
  return tabs;
}
