import { lazy } from 'react';
import type { TAnalyticsPanels } from '@/features/analytics/AnalyticsPage.tsx';

// The analytics page's panels composed here, so the page never imports another feature. Each is its
// own chunk with the chart library (Recharts), loaded on analytics routes only (decision 0341).

export const ANALYTICS_PANELS: TAnalyticsPanels = {
  pb: lazy(() => import('@/features/pb-results/PbResultsPanel.tsx')),
  simulation: lazy(() => import('@/features/simulation-analytics/SimulationAnalyticsPanel.tsx')),
};
