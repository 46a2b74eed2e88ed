import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber, formatPercent } from '@commonpurse/domain';
import {
  ANALYTICS_LISTS,
  BUDGET_REPORT_LABELS,
  DEMOGRAPHIC_SETS,
  pieSlices,
  type TClientAnalytics,
  type TDemographicEntry,
  type TDemographicSet,
} from '@commonpurse/domain/analytics';
import { ChartCard, chartGrid } from '@/ui/charts/ChartCard.tsx';
import { FigureTable } from '@/ui/charts/FigureTable.tsx';
import { CHART_LABELS } from '@/ui/charts/labels.ts';
import { NoChartData } from '@/ui/charts/NoChartData.tsx';
import { PieFigure } from '@/ui/charts/PieFigure.tsx';
import { ReportDownloadButton } from '@/ui/ReportDownloadButton.tsx';
import { DEMOGRAPHICS_LABELS as L } from './demographics-labels.ts';

function DemographicSet({ set, entries }: { set: TDemographicSet; entries: readonly TDemographicEntry[] }) {
  const title = L.sets[set];
  const slices = pieSlices(entries.map((entry) => ({ label: entry.value, amount: entry.total_count })));
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <NoChartData />
      ) : (
        <>
          <FigureTable
            caption={L.caption(title)}
            columns={[L.answer, L.count, CHART_LABELS.percent]}
            rows={entries
              .slice(0, ANALYTICS_LISTS.demographicRows)
              .map((entry) => [
                entry.value,
                formatNumber(entry.total_count, 0),
                formatPercent(entry.total_percentage),
              ])}
          />
          <PieFigure title={title} slices={slices} amountHeader={CHART_LABELS.counts.answers} />
        </>
      )}
    </Box>
  );
}

/** The demographic sets (age range, race, ZIP code, gender): the first 5 answers and a pie of all. */
export function Demographics({ data }: { data: Pick<TClientAnalytics, 'budget_id' | 'demographics'> }) {
  return (
    <ChartCard
      title={BUDGET_REPORT_LABELS.demographics}
      action={
        <ReportDownloadButton
          target={{ budgetId: data.budget_id, report: 'demographics' }}
          label={BUDGET_REPORT_LABELS.demographics}
        />
      }
    >
      <Box sx={chartGrid()}>
        {DEMOGRAPHIC_SETS.map((set) => (
          <DemographicSet key={set} set={set} entries={data.demographics[set]} />
        ))}
      </Box>
    </ChartCard>
  );
}
