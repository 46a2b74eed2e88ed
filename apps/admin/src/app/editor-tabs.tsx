import { lazy } from 'react';
import type { TTabPanels } from '@/features/simulations/editor/tabs.ts';
import { GeneralTab, HistoryTab, StructureTab } from './route-chunks.tsx';

// The editor's tabs composed here, so the editor shell never imports a tab's feature. Each tab is its
// own chunk, loaded when first shown (Leaflet with the map tab only).

const RevenueTab = () => <StructureTab list="revenue" />;
const SpendingTab = () => <StructureTab list="expenses" />;

export const EDITOR_TAB_PANELS: TTabPanels = {
  general: GeneralTab,
  revenue: RevenueTab,
  spending: SpendingTab,
  items: SpendingTab,
  exit: lazy(() => import('@/features/questions/QuestionsTab.tsx')),
  impacts: lazy(() => import('@/features/impacts/ImpactsTab.tsx')),
  tour: lazy(() => import('@/features/tour/TourTab.tsx')),
  meetings: lazy(() => import('@/features/meetings/list/MeetingsTab.tsx')),
  simmap: lazy(() => import('@/features/maps/MapTab.tsx')),
  voting: lazy(() => import('@/features/ballots/VotingTab.tsx')),
  history: HistoryTab,
};

/** A taxpayer receipt's Spending tab: the same board over the receipt's expenses. */
export const RECEIPT_SPENDING_PANEL = SpendingTab;

/** A taxpayer receipt's History tab: the simulation editor's, over the receipt's trail. */
export const RECEIPT_HISTORY_PANEL = HistoryTab;
