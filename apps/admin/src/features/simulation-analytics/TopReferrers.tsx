import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumber, formatPercent } from '@commonpurse/domain';
import type { TClientAnalytics } from '@commonpurse/domain/analytics';
import { SIMULATION_ANALYTICS_LABELS as L } from './labels.ts';

export function TopReferrers({ data }: { data: TClientAnalytics }) {
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
