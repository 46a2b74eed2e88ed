import { formatDuration, formatNumber, formatPercent } from '@commonpurse/domain';
import type { TClientAnalytics } from '@commonpurse/domain/analytics';
import { FigureCards } from '@/ui/FigureCards.tsx';
import { moneyOrDash as money } from '@/ui/charts/format.ts';
import { SIMULATION_ANALYTICS_LABELS as L } from './labels.ts';

export function AnalyticsCards({ data }: { data: TClientAnalytics }) {
  return (
    <FigureCards
      figures={[
        [L.pageviews, formatNumber(data.total_pageviews, 0)],
        [L.submissions, formatNumber(data.submission_count, 0)],
        [L.submissionRate, data.submission_rate === null ? '—' : formatPercent(data.submission_rate)],
        [
          L.timeOnSite,
          data.average_seconds_on_site === null ? '—' : formatDuration(data.average_seconds_on_site),
        ],
        [L.averageExpenses, money(data.average_submitted_expenses)],
        [L.averageRevenue, money(data.average_submitted_revenue)],
      ]}
    />
  );
}
