import Typography from '@mui/material/Typography';
import { CHART_LABELS } from './labels.ts';

/** What a chart without data shows (spec 2 section 8). */
export function NoChartData() {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {CHART_LABELS.noData}
    </Typography>
  );
}
