import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, type PieLabelRenderProps } from 'recharts';
import { ITEM_ANALYTICS_LABELS as L } from '@commonpurse/domain/analytics';
import { percent } from './format.ts';
import { chartColours, legendText } from './chart-style.tsx';

export interface TPieSlice {
  label: string;
  count: number;
  percentage: number | null;
}

/**
 * A pie of counts with a legend; its text alternative names each slice and its percent (the table beside
 * it holds the counts). Without any count it says 'No data to display'.
 */
export function PieChartFigure({ title, slices }: { title: string; slices: readonly TPieSlice[] }) {
  const theme = useTheme();
  const colours = chartColours(theme);
  const shown = slices.filter((s) => s.count > 0);
  const summary = slices.map((s) => `${s.label} ${percent(s.percentage)}`).join(', ');
  return (
    <Box component="figure" sx={{ m: 0, flex: '1 1 280px' }}>
      <Typography variant="h4" component="figcaption" sx={{ mb: 1, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {shown.length === 0 ? (
        <Typography>{L.none}</Typography>
      ) : (
        <Box role="img" aria-label={L.question.pieAlt(title, summary)} sx={{ width: '100%', height: 260 }}>
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                data={shown}
                dataKey="count"
                nameKey="label"
                outerRadius="75%"
                isAnimationActive={false}
                label={(slice: PieLabelRenderProps) => (
                  <text
                    x={slice.x}
                    y={slice.y}
                    textAnchor={slice.textAnchor}
                    dominantBaseline="central"
                    fill={theme.palette.text.primary}
                  >
                    {percent((slice.percent ?? 0) * 100)}
                  </text>
                )}
              >
                {shown.map((slice, i) => (
                  <Cell key={slice.label} fill={colours[i % colours.length]} />
                ))}
              </Pie>
              <Legend itemSorter={null} formatter={legendText(theme)} />
            </PieChart>
          </ResponsiveContainer>
        </Box>
      )}
    </Box>
  );
}
