import type { ComponentType } from 'react';
import type { TCapabilities } from '@commonpurse/domain';
import { TAB_LABELS } from '../labels.ts';

export const EDITOR_TABS = [
  'general',
  'revenue',
  'spending',
  'items',
  'exit',
  'impacts',
  'tour',
  'meetings',
  'simmap',
  'voting',
  'history',
] as const;
export type TEditorTab = (typeof EDITOR_TABS)[number];

/** The screen of each tab, composed by the app (the editor shell does not import the tabs' features). */
export type TTabPanels = Partial<Record<TEditorTab, ComponentType>>;

/** Tabs whose screens exist; the others stay hidden (not placeholders) until they are built. */
export const BUILT_TABS: ReadonlySet<TEditorTab> = new Set<TEditorTab>([
  'general',
  'revenue',
  'spending',
  'items',
  'exit',
  'impacts',
  'tour',
  'meetings',
  'simmap',
  'voting',
  'history',
]);

interface TTabContext {
  isPb: boolean;
  /** An Inactive prioritization: only its Voting tab opens (opensForVotingOnly). */
  votingOnly?: boolean;
  mode: string;
  capabilities: Pick<
    TCapabilities,
    | 'impacts_enabled'
    | 'guided_tour'
    | 'is_meeting_mode_enabled'
    | 'simulation_map'
    | 'custom_entry_questions'
  >;
}

/** Whether a tab belongs to this simulation at all (spec 1 "Tabs"), built or not. */
export function tabApplies(tab: TEditorTab, { isPb, capabilities: c }: TTabContext): boolean {
  switch (tab) {
    case 'general':
    case 'exit':
    case 'history':
      return true;
    case 'revenue':
    case 'spending':
      return !isPb;
    case 'items':
    case 'voting':
      return isPb;
    case 'impacts':
      // Shown to every client: without the feature the tab is its marketing placeholder.
      return true;
    case 'tour':
      return !isPb && c.guided_tour;
    case 'meetings':
      return !isPb && c.is_meeting_mode_enabled;
    case 'simmap':
      return !isPb && c.simulation_map;
  }
}

export function tabLabel(tab: TEditorTab, { mode, capabilities }: TTabContext): string {
  const housing = mode === 'housing';
  switch (tab) {
    case 'revenue':
      return housing ? TAB_LABELS.housingRevenue : TAB_LABELS.revenue;
    case 'spending':
      return housing ? TAB_LABELS.housingSpending : TAB_LABELS.spending;
    case 'exit':
      return capabilities.custom_entry_questions ? TAB_LABELS.exitEntry : TAB_LABELS.exit;
    default:
      return TAB_LABELS[tab];
  }
}

/** The tabs the editor shows: those that apply and are built, in the spec's order. */
export const visibleTabs = (context: TTabContext, built: ReadonlySet<TEditorTab> = BUILT_TABS) =>
  EDITOR_TABS.filter(
    (tab) => built.has(tab) && tabApplies(tab, context) && (!context.votingOnly || tab === 'voting'),
  );

/** The selected tab: the :tab route segment, else the URL hash (#general), else the first (General). */
export function resolveTab(
  param: string | undefined,
  hash: string,
  visible: readonly TEditorTab[],
): TEditorTab {
  const fromHash = hash.replace(/^#/, '');
  const candidate = [param, fromHash].find((t) => t && (visible as readonly string[]).includes(t));
  return (candidate as TEditorTab | undefined) ?? visible[0] ?? 'general';
}
