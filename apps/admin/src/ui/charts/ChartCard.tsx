import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface TChartCardProps {
  title: string;
  /** E.g. the chart's CSV download button, beside the title. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}

/** An analytics section: a titled card (kept on one printed page, see the print styles). */
export function ChartCard({ title, action, headingLevel = 'h2', children }: TChartCardProps) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1, gap: 1 }}>
        <Typography variant="h3" component={headingLevel}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** Cards side by side, as many of at least `min` pixels as fit (one a row on a phone). */
export const chartGrid = (min = 320) =>
  ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}px), 1fr))`,
  }) as const;
