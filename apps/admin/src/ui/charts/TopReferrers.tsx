import { formatNumber, formatPercent } from '@commonpurse/domain';
import { ANALYTICS_LISTS, type TClientAnalytics } from '@commonpurse/domain/analytics';
import { ChartCard } from './ChartCard.tsx';
import { FigureTable } from './FigureTable.tsx';
import { CHART_LABELS } from './labels.ts';
import { NoChartData } from './NoChartData.tsx';

const L = CHART_LABELS.referrers;

/** The Top Referrers table: source, sessions and percent of every session, the first 10. */
export function TopReferrers({ data }: { data: Pick<TClientAnalytics, 'referrer_paths'> }) {
  const rows = data.referrer_paths.slice(0, ANALYTICS_LISTS.topReferrers);
  return (
    <ChartCard title={L.title}>
      {rows.length === 0 ? (
        <NoChartData />
      ) : (
        <FigureTable
          caption={L.caption}
          columns={[L.source, L.sessions, L.percentage]}
          rows={rows.map((row) => [row.source, formatNumber(row.sessions, 0), formatPercent(row.percentage)])}
        />
      )}
    </ChartCard>
  );
}
