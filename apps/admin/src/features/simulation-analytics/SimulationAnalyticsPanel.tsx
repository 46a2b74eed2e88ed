import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { CategoryCharts } from '@/ui/charts/CategoryCharts.tsx';
import { MetricPies } from '@/ui/charts/MetricPies.tsx';
import { TopChangesLists } from '@/ui/charts/TopChangesLists.tsx';
import { TopReferrers } from '@/ui/charts/TopReferrers.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { AnalyticsCards } from './AnalyticsCards.tsx';
import { useSimulationAnalytics } from './api.ts';
import { CategoryBreakdown } from './CategoryBreakdown.tsx';
import { CommentsTable } from './CommentsTable.tsx';
import { Demographics } from './Demographics.tsx';
import { SIMULATION_ANALYTICS_LABELS as L } from './labels.ts';
import { LocationMapPanel } from './LocationMapPanel.tsx';
import { MultipleReportsDialog } from './MultipleReportsDialog.tsx';
import { QuestionHighlights } from './QuestionHighlights.tsx';

/**
 * A budget simulation's analytics page body (spec 2 '/analytics/{id?}'): one section per part, each in its
 * own file; sections that need more than GET .../analytics load it themselves.
 */
export default function SimulationAnalyticsPanel({ budgetId }: { budgetId: number }) {
  const analytics = useSimulationAnalytics(budgetId);
  if (analytics.isError) return <Alert severity="error">{L.loadFailed}</Alert>;
  if (!analytics.data) return <PageLoading />;
  const data = analytics.data;
  return (
    <Stack spacing={3}>
      <MultipleReportsDialog budgetId={budgetId} />
      <AnalyticsCards data={data} />
      <CategoryBreakdown data={data} />
      <CategoryCharts categories={data.categories} />
      <TopChangesLists data={data} />
      <TopReferrers data={data} />
      <MetricPies data={data} downloads />
      <Demographics data={data} />
      <LocationMapPanel budgetId={budgetId} />
      <QuestionHighlights budgetId={budgetId} />
      <CommentsTable budgetId={budgetId} />
    </Stack>
  );
}
