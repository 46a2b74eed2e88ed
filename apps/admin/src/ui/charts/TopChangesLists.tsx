import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TClientAnalytics } from '@commonpurse/domain/analytics';
import { ChartCard, chartGrid } from './ChartCard.tsx';
import { signedMoney } from './format.ts';
import { CHART_LABELS } from './labels.ts';
import { NoChartData } from './NoChartData.tsx';

const L = CHART_LABELS.topChanges;

type TChanged = TClientAnalytics['top_categories_increased']['expense'];

function ChangeList({ title, items }: { title: string; items: TChanged }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <NoChartData />
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {items.map((item) => (
            <li key={item.id}>
              {item.name}: <b>{signedMoney(item.change)}</b>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The 3 categories of each type whose average submission rose most, and fell most (the server ranks them). */
export function TopChangesLists({
  data,
}: {
  data: Pick<TClientAnalytics, 'top_categories_increased' | 'top_categories_decreased'>;
}) {
  const up = data.top_categories_increased;
  const down = data.top_categories_decreased;
  return (
    <ChartCard title={L.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {L.perSubmission}
      </Typography>
      <Box sx={chartGrid(220)}>
        <ChangeList title={L.expenseIncreases} items={up.expense} />
        <ChangeList title={L.expenseDecreases} items={down.expense} />
        <ChangeList title={L.revenueIncreases} items={up.revenue} />
        <ChangeList title={L.revenueDecreases} items={down.revenue} />
      </Box>
    </ChartCard>
  );
}
