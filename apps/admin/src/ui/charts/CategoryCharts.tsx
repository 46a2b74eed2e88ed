import Box from '@mui/material/Box';
import type { TCategoryAnalyticsRow } from '@commonpurse/domain/analytics';
import { BarFigure } from './BarFigure.tsx';
import { ChartCard, chartGrid } from './ChartCard.tsx';
import { CHART_LABELS } from './labels.ts';

const L = CHART_LABELS.categories;

type TCategory = Pick<TCategoryAnalyticsRow, 'name' | 'type' | 'total' | 'average_submitted_amount'>;

const rowsOf = (categories: readonly TCategory[], type: TCategory['type']) =>
  categories
    .filter((c) => c.type === type)
    .map((c) => ({ name: c.name, budgeted: c.total, submitted: c.average_submitted_amount }));

/** The expense and revenue bar charts: each category's average submitted amount beside its budget. */
export function CategoryCharts({ categories }: { categories: readonly TCategory[] }) {
  return (
    <Box sx={chartGrid(480)}>
      {(
        [
          ['expense', L.expenseTitle],
          ['revenue', L.revenueTitle],
        ] as const
      ).map(([type, title]) => (
        <ChartCard key={type} title={title}>
          <BarFigure title={title} rowHeader={L.category} rows={rowsOf(categories, type)} />
        </ChartCard>
      ))}
    </Box>
  );
}
