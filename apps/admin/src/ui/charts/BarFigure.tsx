import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BarDrawing, { type TBarRow } from './BarDrawing.tsx';
import { moneyOrDash } from './format.ts';
import { FigureTable } from './FigureTable.tsx';
import { CHART_LABELS } from './labels.ts';
import { NoChartData } from './NoChartData.tsx';
import { BAR_ROW_HEIGHT, BUDGETED_COLOR } from './chart-style.ts';

const L = CHART_LABELS.categories;

export interface TBarFigureProps {
  title: string;
  /** The rows' header in the hidden table, e.g. 'Category'. */
  rowHeader: string;
  rows: readonly TBarRow[];
}

function Key({ color, label }: { color: string; label: string }) {
  return (
    <Stack direction="row" alignItems="center" sx={{ gap: 0.75 }}>
      <Box sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: color }} />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

/**
 * Budgeted against average submitted, one pair of bars a row, with a key and a hidden table. No data
 * while nothing was submitted.
 */
export function BarFigure({ title, rowHeader, rows }: TBarFigureProps) {
  if (rows.length === 0 || rows.every((row) => row.submitted === null)) return <NoChartData />;
  return (
    <>
      <Box aria-hidden>
        <Stack direction="row" sx={{ gap: 2, mb: 1 }}>
          <Key color={BUDGETED_COLOR} label={L.budgeted} />
          <Key color="primary.main" label={L.averageSubmitted} />
        </Stack>
        <Box sx={{ width: '100%', height: rows.length * BAR_ROW_HEIGHT + 40 }}>
          <BarDrawing rows={rows} />
        </Box>
      </Box>
      <FigureTable
        hidden
        caption={title}
        columns={[rowHeader, L.budgeted, L.averageSubmitted]}
        rows={rows.map((row) => [row.name, moneyOrDash(row.budgeted), moneyOrDash(row.submitted)])}
      />
    </>
  );
}
