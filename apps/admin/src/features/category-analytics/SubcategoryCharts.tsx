import Stack from '@mui/material/Stack';
import { ITEM_ANALYTICS_LABELS, type TSubcategoryAnalyticsRow } from '@commonpurse/domain/analytics';
import { BarChartFigure, type TBarSeries } from './BarChartFigure.tsx';
import { moneyOrDash as money } from '@/ui/charts/format.ts';
import { count } from './format.ts';

const L = ITEM_ANALYTICS_LABELS;
type TRow = TSubcategoryAnalyticsRow;

const name = (row: TRow) => row.name;

const AMOUNTS: TBarSeries<TRow>[] = [
  { label: L.series.amount, value: (r) => r.amount },
  { label: L.series.average, value: (r) => r.average_submitted_amount },
  { label: L.series.median, value: (r) => r.median_submitted_amount },
];
/** Changes are far smaller than amounts: their own chart, so their bars can be seen. */
const CHANGES: TBarSeries<TRow>[] = [
  { label: L.series.averageChanged, value: (r) => r.average_amount_changed },
  { label: L.series.sessionIncrease, value: (r) => r.average_session_increase },
  { label: L.series.sessionDecrease, value: (r) => r.average_session_decrease },
];
const ENGAGEMENT: TBarSeries<TRow>[] = [
  { label: L.columns.increaseClicks, value: (r) => r.increase_clicks },
  { label: L.columns.decreaseClicks, value: (r) => r.decrease_clicks },
];
const INTERACTION: TBarSeries<TRow>[] = [
  { label: L.columns.infoClicks, value: (r) => r.info_clicks },
  { label: L.columns.detailsClicks, value: (r) => r.details_clicks },
  { label: L.columns.openClicks, value: (r) => r.open_clicks },
];

/**
 * The category's charts: the comparison of its subcategories (only when it has more than one), then
 * engagement (increase and decrease clicks) and interaction (info, details, open clicks).
 */
export function SubcategoryCharts({ rows }: { rows: readonly TRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Stack spacing={3}>
      {rows.length > 1 && (
        <>
          <BarChartFigure title={L.charts.amounts} rows={rows} name={name} series={AMOUNTS} format={money} />
          <BarChartFigure title={L.charts.changes} rows={rows} name={name} series={CHANGES} format={money} />
        </>
      )}
      <BarChartFigure
        title={L.charts.engagement}
        rows={rows}
        name={name}
        series={ENGAGEMENT}
        format={count}
      />
      <BarChartFigure
        title={L.charts.interaction}
        rows={rows}
        name={name}
        series={INTERACTION}
        format={count}
      />
    </Stack>
  );
}
