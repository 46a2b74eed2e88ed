import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration, formatNumber, formatPercent } from '@commonpurse/domain';
import type { TClientAnalytics } from '@commonpurse/domain/analytics';
import { money } from './format.ts';
import { SIMULATION_ANALYTICS_LABELS as L } from './labels.ts';

export function AnalyticsCards({ data }: { data: TClientAnalytics }) {
  const cards = [
    [L.pageviews, formatNumber(data.total_pageviews, 0)],
    [L.submissions, formatNumber(data.submission_count, 0)],
    [L.submissionRate, data.submission_rate === null ? '—' : formatPercent(data.submission_rate)],
    [
      L.timeOnSite,
      data.average_seconds_on_site === null ? '—' : formatDuration(data.average_seconds_on_site),
    ],
    [L.averageExpenses, money(data.average_submitted_expenses)],
    [L.averageRevenue, money(data.average_submitted_revenue)],
  ] as const;
  return (
    <Stack component="dl" direction="row" useFlexGap sx={{ m: 0, flexWrap: 'wrap', gap: 2 }}>
      {cards.map(([label, value]) => (
        <Card key={label} variant="outlined" sx={{ flex: '1 1 240px', p: 2 }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Card>
      ))}
    </Stack>
  );
}
