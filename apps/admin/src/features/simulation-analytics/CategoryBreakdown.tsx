import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatNumber, formatPercent } from '@commonpurse/domain';
import { ANALYTICS_PATHS, type TClientAnalytics } from '@commonpurse/domain/analytics';
import { moneyOrDash as money } from '@/ui/charts/format.ts';
import { SIMULATION_ANALYTICS_LABELS as L } from './labels.ts';

export function CategoryBreakdown({ data }: { data: TClientAnalytics }) {
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
                  <Link component={RouterLink} to={ANALYTICS_PATHS.category(data.budget_id, row.id)}>
                    {row.name}
                  </Link>
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
