import type { TClientAnalytics } from '@commonpurse/domain/analytics';
import { BarFigure } from '@/ui/charts/BarFigure.tsx';
import { ChartCard } from '@/ui/charts/ChartCard.tsx';
import { DASHBOARD_LABELS } from './labels.ts';

const L = DASHBOARD_LABELS.perResident;

const budgetedOf = (data: TClientAnalytics, type: 'expense' | 'revenue') =>
  data.categories.filter((c) => c.type === type).reduce((sum, c) => sum + c.total, 0);

/**
 * Average total spending and revenue per resident: what a submission totals on each side, beside what the
 * budget totals (decision 0371).
 */
export function PerResident({ data }: { data: TClientAnalytics }) {
  const rows = [
    { name: L.spending, budgeted: budgetedOf(data, 'expense'), submitted: data.average_submitted_expenses },
    { name: L.revenue, budgeted: budgetedOf(data, 'revenue'), submitted: data.average_submitted_revenue },
  ];
  return (
    <ChartCard title={L.title}>
      <BarFigure title={L.title} rowHeader={L.rowHeader} rows={rows} />
    </ChartCard>
  );
}
