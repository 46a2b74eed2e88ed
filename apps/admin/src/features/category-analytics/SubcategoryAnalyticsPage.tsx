import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { ANALYTICS_PATHS } from '@commonpurse/domain/analytics';
import { useSubcategoryAnalytics } from './api.ts';
import { CommentsList } from './CommentsList.tsx';
import { MetricTiles } from './MetricTiles.tsx';
import { AnalyticsGuard, Loaded, PageHeader } from './PageFrame.tsx';
import { QuestionSection } from './QuestionSection.tsx';
import { routeIds } from './route-ids.ts';
import { subcategoryTiles } from './tiles.ts';

/** /analytics/{simulationId}/category/{categoryId}/subcategory/{id} (spec 2 section 2). */
export default function SubcategoryAnalyticsPage() {
  const ids = routeIds(useParams(), ['simulationId', 'categoryId', 'id']);
  return (
    <AnalyticsGuard ids={ids}>
      {({ simulationId, categoryId, id }) => (
        <SubcategoryAnalytics
          key={`${simulationId}/${categoryId}/${id}`}
          budgetId={simulationId}
          categoryId={categoryId}
          subId={id}
        />
      )}
    </AnalyticsGuard>
  );
}

function SubcategoryAnalytics(ids: { budgetId: number; categoryId: number; subId: number }) {
  const { budgetId, categoryId, subId } = ids;
  const query = useSubcategoryAnalytics(budgetId, categoryId, subId);
  return (
    <Loaded query={query}>
      {(data) => (
        <Stack spacing={3}>
          <PageHeader
            crumbs={[
              { label: data.budget_name, to: ANALYTICS_PATHS.simulation(budgetId) },
              { label: data.category_name, to: ANALYTICS_PATHS.category(budgetId, categoryId) },
            ]}
            title={data.name}
          />
          <MetricTiles tiles={subcategoryTiles(data)} />
          {data.question_options.length > 0 && <QuestionSection data={data} budgetId={budgetId} />}
          <CommentsList
            comments={data.comments}
            report={{ budgetId, categoryId, subcategoryId: subId, report: 'comments' }}
          />
        </Stack>
      )}
    </Loaded>
  );
}
