import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import { shortMoney } from './format.ts';
import { BUDGETED_COLOR } from './chart-style.ts';

export interface TBarRow {
  name: string;
  budgeted: number;
  /** null: no submission yet. */
  submitted: number | null;
}

/** Horizontal bars, two a row: what was budgeted, and the average submitted beside it. */
export default function BarDrawing({ rows }: { rows: readonly TBarRow[] }) {
  const theme = useTheme();
  const text = { fill: theme.palette.text.primary, fontSize: 12 };
  const label = (v: unknown) => (typeof v === 'number' ? shortMoney(v) : '');
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        layout="vertical"
        margin={{ top: 4, right: 56, bottom: 4, left: 4 }}
        barGap={2}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" tickFormatter={shortMoney} tick={text} />
        <YAxis type="category" dataKey="name" width={150} tick={text} interval={0} />
        <Bar dataKey="budgeted" fill={BUDGETED_COLOR} isAnimationActive={false}>
          <LabelList dataKey="budgeted" position="right" formatter={label} style={text} />
        </Bar>
        <Bar dataKey="submitted" fill={theme.palette.primary.main} isAnimationActive={false}>
          <LabelList dataKey="submitted" position="right" formatter={label} style={text} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
