import { formatDuration, formatNumber } from '@commonpurse/domain';
import type { TClientAnalytics } from '@commonpurse/domain/analytics';
import { moneyOrDash } from '@/ui/charts/format.ts';
import { FigureCards } from '@/ui/FigureCards.tsx';
import { DASHBOARD_LABELS as L } from './labels.ts';

const countOrDash = (value: number | null) => (value === null ? '—' : formatNumber(value, 0));

/** The totals of spec 2 '/dashboard', in its order. */
export function DashboardTotals({ data }: { data: TClientAnalytics }) {
  return (
    <FigureCards
      figures={[
        [L.pageviews, formatNumber(data.total_pageviews, 0)],
        [L.submissions, formatNumber(data.submission_count, 0)],
        [L.receiptVisits, countOrDash(data.taxpayer_receipt_experiences)],
        [L.averageExpenses, moneyOrDash(data.average_submitted_expenses)],
        [L.averageRevenue, moneyOrDash(data.average_submitted_revenue)],
        [
          L.timeOnSite,
          data.average_seconds_on_site === null ? '—' : formatDuration(data.average_seconds_on_site),
        ],
      ]}
    />
  );
}
