import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, formatPercent } from '@commonpurse/domain';
import { PB_RESULTS_LABELS as L, submissionRate } from '@commonpurse/domain/analytics';

/** Pageviews, Submissions and Submission Rate (submissions as a rounded percent of pageviews). */
export function MetricCards({ pageviews, submissions }: { pageviews: number; submissions: number }) {
  const rate = submissionRate(submissions, pageviews);
  const cards = [
    [L.pageviews, formatNumber(pageviews, 0)],
    [L.submissions, formatNumber(submissions, 0)],
    [L.submissionRate, rate === null ? '—' : formatPercent(rate)],
  ] as const;
  return (
    <Stack component="dl" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ m: 0, mb: 3 }}>
      {cards.map(([label, value]) => (
        // A dl may group each dt/dd pair in a div: the card is that div.
        <Card key={label} variant="outlined" sx={{ flex: 1, p: 2 }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Card>
      ))}
    </Stack>
  );
}
