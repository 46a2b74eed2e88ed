import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { AnalyticsCards } from './AnalyticsCards.tsx';
import { useSimulationAnalytics } from './api.ts';
import { CategoryBreakdown } from './CategoryBreakdown.tsx';
import { CommentsTable } from './CommentsTable.tsx';
import { MultipleReportsDialog } from './MultipleReportsDialog.tsx';
import { SIMULATION_ANALYTICS_LABELS as L } from './labels.ts';
import { LocationMapPanel } from './LocationMapPanel.tsx';
import { QuestionHighlights } from './QuestionHighlights.tsx';
import { TopReferrers } from './TopReferrers.tsx';

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
      <TopReferrers data={data} />
      <LocationMapPanel budgetId={budgetId} />
      <QuestionHighlights budgetId={budgetId} />
      <CommentsTable budgetId={budgetId} />
    </Stack>
  );
}
