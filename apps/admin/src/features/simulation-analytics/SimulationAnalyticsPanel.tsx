import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCurrency, formatDuration, formatNumber, formatPercent } from '@commonpurse/domain';
import type { TClientAnalytics } from '@commonpurse/domain/analytics';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { useSimulationAnalytics } from './api.ts';
import { SIMULATION_ANALYTICS_LABELS as L } from './labels.ts';

/** Analytics show currency without cents (spec 2 section 9). */
const money = (value: number | null) => (value === null ? '—' : formatCurrency(value, { decimals: 0 }));

/** A budget simulation's figures from GET .../analytics: the cards, the categories and the referrers. */
export default function SimulationAnalyticsPanel({ budgetId }: { budgetId: number }) {
  const analytics = useSimulationAnalytics(budgetId);
  if (analytics.isError) return <Alert severity="error">{L.loadFailed}</Alert>;
  if (!analytics.data) return <PageLoading />;
  const data = analytics.data;
  return (
    <Stack spacing={3}>
      <Cards data={data} />
      <CategoryTable data={data} />
      <ReferrerTable data={data} />
    </Stack>
  );
}

function Cards({ data }: { data: TClientAnalytics }) {
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

function CategoryTable({ data }: { data: TClientAnalytics }) {
  const c = L.columns;
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {L.categoriesTitle}
      </Typography>
      {data.categories.length === 0 ? (
        <Typography>{L.none}</Typography>
      ) : (
        <Table size="small">
          <caption>{L.categoriesCaption}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{c.category}</TableCell>
              <TableCell>{c.type}</TableCell>
              <TableCell align="right">{c.budgeted}</TableCell>
              <TableCell align="right">{c.averageSubmitted}</TableCell>
              <TableCell align="right">{c.changed}</TableCell>
              <TableCell align="right">{c.increaseClicks}</TableCell>
              <TableCell align="right">{c.decreaseClicks}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.categories.map((row) => (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell>{L.types[row.type]}</TableCell>
                <TableCell align="right">{money(row.total)}</TableCell>
                <TableCell align="right">{money(row.average_submitted_amount)}</TableCell>
                <TableCell align="right">
                  {row.percent_submissions_changed === null
                    ? '—'
                    : formatPercent(row.percent_submissions_changed)}
                </TableCell>
                <TableCell align="right">{formatNumber(row.increase_clicks, 0)}</TableCell>
                <TableCell align="right">{formatNumber(row.decrease_clicks, 0)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

function ReferrerTable({ data }: { data: TClientAnalytics }) {
  const c = L.referrerColumns;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {L.referrersTitle}
      </Typography>
      {data.referrer_paths.length === 0 ? (
        <Typography>{L.none}</Typography>
      ) : (
        <Table size="small">
          <caption>{L.referrersCaption}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{c.source}</TableCell>
              <TableCell align="right">{c.sessions}</TableCell>
              <TableCell align="right">{c.percentage}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.referrer_paths.map((row) => (
              <TableRow key={row.source}>
                <TableCell component="th" scope="row">
                  {row.source}
                </TableCell>
                <TableCell align="right">{formatNumber(row.sessions, 0)}</TableCell>
                <TableCell align="right">{formatPercent(row.percentage)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
