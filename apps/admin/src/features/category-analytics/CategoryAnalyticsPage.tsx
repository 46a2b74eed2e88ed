import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { ANALYTICS_PATHS } from '@commonpurse/domain/analytics';
import { useCategoryAnalytics } from './api.ts';
import { CommentsList } from './CommentsList.tsx';
import { MetricTiles } from './MetricTiles.tsx';
import { AnalyticsGuard, Loaded, PageHeader } from './PageFrame.tsx';
import { routeIds } from './route-ids.ts';
import { SubcategoryCharts } from './SubcategoryCharts.tsx';
import { SubcategoryTable } from './SubcategoryTable.tsx';
import { categoryTiles } from './tiles.ts';

/** /analytics/{simulationId}/category/{id} (spec 2 section 2): one category's analytics. */
export default function CategoryAnalyticsPage() {
  const ids = routeIds(useParams(), ['simulationId', 'id']);
  return (
    <AnalyticsGuard ids={ids}>
      {({ simulationId, id }) => (
        <CategoryAnalytics key={`${simulationId}/${id}`} budgetId={simulationId} categoryId={id} />
      )}
    </AnalyticsGuard>
  );
}

function CategoryAnalytics({ budgetId, categoryId }: { budgetId: number; categoryId: number }) {
  const query = useCategoryAnalytics(budgetId, categoryId);
  return (
    <Loaded query={query}>
      {(data) => (
        <Stack spacing={3}>
          <PageHeader
            crumbs={[{ label: data.budget_name, to: ANALYTICS_PATHS.simulation(budgetId) }]}
            title={data.name}
          />
          <MetricTiles tiles={categoryTiles(data)} />
          <SubcategoryTable data={data} budgetId={budgetId} />
          <SubcategoryCharts rows={data.subcategories} />
          <CommentsList comments={data.comments} report={{ budgetId, categoryId, report: 'comments' }} />
        </Stack>
      )}
    </Loaded>
  );
}
