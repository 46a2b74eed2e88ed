import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export interface TChartRow {
  name: string;
  value: number;
}

interface TVoteChartProps {
  rows: readonly TChartRow[];
  /** The chart's text alternative (the table beside it holds the figures). */
  label: string;
  format: (value: number) => string;
}

const ROW_HEIGHT = 36;

/** Horizontal bars, one per project, values printed at the bar ends. */
export default function VoteChart({ rows, label, format }: TVoteChartProps) {
  const theme = useTheme();
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height: rows.length * ROW_HEIGHT + 40, mb: 2 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 8, right: 56, bottom: 8, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" tickFormatter={format} allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={220} tick={{ fill: theme.palette.text.primary }} />
          <Bar dataKey="value" fill={theme.palette.primary.main} isAnimationActive={false}>
            <LabelList dataKey="value" position="right" formatter={(v: unknown) => format(Number(v))} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
