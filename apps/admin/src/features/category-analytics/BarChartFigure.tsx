import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ITEM_ANALYTICS_LABELS as L } from '@commonpurse/domain/analytics';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { NO_FIGURE } from '@/ui/charts/format.ts';
import { chartColours, legendText } from './chart-style.tsx';

export interface TBarSeries<T> {
  label: string;
  value: (row: T) => number | null;
}

interface TBarChartFigureProps<T> {
  title: string;
  rows: readonly T[];
  name: (row: T) => string;
  series: readonly TBarSeries<T>[];
  format: (value: number) => string;
}

const ROW_HEIGHT = 28;

/**
 * Grouped horizontal bars, one group per row, one bar per series; its text alternative is a visually
 * hidden table of the same figures (a missing figure draws no bar).
 */
export function BarChartFigure<T>({ title, rows, name, series, format }: TBarChartFigureProps<T>) {
  const theme = useTheme();
  const colours = chartColours(theme);
  const data = rows.map((row) => ({
    name: name(row),
    ...Object.fromEntries(series.map((s, i) => [`s${i}`, s.value(row)])),
  }));
  const height = rows.length * (series.length * ROW_HEIGHT + 12) + 80;
  return (
    <Paper variant="outlined" component="figure" sx={{ p: 2, m: 0 }}>
      <Typography variant="h3" component="figcaption" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box role="img" aria-label={L.charts.alt(title)} sx={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" tickFormatter={format} allowDecimals={false} />
            <YAxis type="category" dataKey="name" width={180} tick={{ fill: theme.palette.text.primary }} />
            <Tooltip formatter={(value: unknown) => format(Number(value))} />
            <Legend itemSorter={null} formatter={legendText(theme)} />
            {series.map((s, i) => (
              <Bar
                key={s.label}
                dataKey={`s${i}`}
                name={s.label}
                fill={colours[i % colours.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Table size="small" sx={visuallyHidden}>
        <caption>{title}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{L.columns.name}</TableCell>
            {series.map((s) => (
              <TableCell key={s.label}>{s.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              <TableCell component="th" scope="row">
                {name(row)}
              </TableCell>
              {series.map((s) => {
                const value = s.value(row);
                return <TableCell key={s.label}>{value === null ? NO_FIGURE : format(value)}</TableCell>;
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
