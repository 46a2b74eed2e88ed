import Box from '@mui/material/Box';
import {
  BUDGET_REPORT_LABELS,
  showsCityLabel,
  type TBudgetReport,
  type TClientAnalytics,
} from '@commonpurse/domain/analytics';
import { ReportDownloadButton } from '@/ui/ReportDownloadButton.tsx';
import { chartGrid } from './ChartCard.tsx';
import { CHART_LABELS } from './labels.ts';
import { LabelledPie } from './LabelledPie.tsx';

type TMetricReport = Extract<TBudgetReport, 'age' | 'device_type' | 'gender' | 'user_type' | 'city'>;

const C = CHART_LABELS.counts;
/** The metric pies in page order, with what each counts (decision 0352). */
const METRICS: readonly { report: TMetricReport; counts: string }[] = [
  { report: 'age', counts: C.answers },
  { report: 'device_type', counts: C.sessions },
  { report: 'gender', counts: C.answers },
  { report: 'user_type', counts: C.sessions },
  { report: 'city', counts: C.submissions },
];

export interface TMetricPiesProps {
  data: Pick<TClientAnalytics, 'budget_id' | 'metrics' | 'social_networks'>;
  /** Each pie gets its CSV download button (the analytics page; the dashboard has none). */
  downloads?: boolean;
}

/**
 * The sessions pies of spec 2: age, device type, gender, new vs returning, city, social networks. The
 * slices come merged from the server (pieSlices); city slices print their percent only above 1 %.
 */
export function MetricPies({ data, downloads = false }: TMetricPiesProps) {
  const action = (report: TBudgetReport) =>
    downloads ? (
      <ReportDownloadButton
        target={{ budgetId: data.budget_id, report }}
        label={BUDGET_REPORT_LABELS[report]}
      />
    ) : undefined;
  return (
    <Box sx={chartGrid()}>
      {METRICS.map(({ report, counts }) => (
        <LabelledPie
          key={report}
          title={BUDGET_REPORT_LABELS[report]}
          slices={data.metrics[report]}
          amountHeader={counts}
          showLabel={report === 'city' ? showsCityLabel : undefined}
          action={action(report)}
        />
      ))}
      <LabelledPie
        title={BUDGET_REPORT_LABELS.social_network}
        slices={data.social_networks.map(({ source, amount, percentage }) => ({
          label: source,
          amount,
          percentage,
        }))}
        amountHeader={C.sessions}
        action={action('social_network')}
      />
    </Box>
  );
}
