import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@commonpurse/domain';
import type { TPieSlice } from '@commonpurse/domain/analytics';
import { FigureTable } from './FigureTable.tsx';
import { CHART_LABELS } from './labels.ts';
import { NoChartData } from './NoChartData.tsx';
import { colorOf, PIE_SIZE } from './chart-style.ts';
import { sharePercent } from './format.ts';
import PieDrawing from './PieDrawing.tsx';

export interface TPieFigureProps {
  /** The chart's name: the hidden table's caption and its first column. */
  title: string;
  slices: readonly TPieSlice[];
  /** What the amounts count, e.g. 'Sessions'. */
  amountHeader: string;
  showLabel?: (slice: TPieSlice) => boolean;
}

/** A pie with its legend (every slice named, with its percent) and a hidden table of the figures. */
export function PieFigure({ title, slices, amountHeader, showLabel }: TPieFigureProps) {
  if (slices.length === 0) return <NoChartData />;
  return (
    <>
      <Stack aria-hidden alignItems="center" sx={{ gap: 1 }}>
        <Box sx={{ width: PIE_SIZE.width, height: PIE_SIZE.height }}>
          <PieDrawing slices={slices} showLabel={showLabel} />
        </Box>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
        >
          {slices.map((slice, index) => (
            <Stack component="li" key={slice.label} direction="row" alignItems="center" sx={{ gap: 0.75 }}>
              <Box
                sx={{ width: 12, height: 12, flex: '0 0 12px', borderRadius: '2px', bgcolor: colorOf(index) }}
              />
              <Typography variant="body2">
                {slice.label} <b>{sharePercent(slice.percentage)}</b>
              </Typography>
            </Stack>
          ))}
        </Box>
      </Stack>
      <FigureTable
        hidden
        caption={title}
        columns={[title, amountHeader, CHART_LABELS.percent]}
        rows={slices.map((slice) => [
          slice.label,
          formatNumber(slice.amount, 0),
          sharePercent(slice.percentage),
        ])}
      />
    </>
  );
}
