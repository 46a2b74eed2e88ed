import { PB_RESULTS_LABELS as L, type TPbRankRow } from '@commonpurse/domain/analytics';
import { alpha, useTheme } from '@mui/material/styles';
import { votes } from './format.ts';
import { heatShade } from './heat.ts';
import { ProjectTable } from './ProjectTable.tsx';
import type { TSelection } from './useSelection.ts';

interface TRankHeatmapProps {
  rows: readonly TPbRankRow[];
  selection: TSelection;
}

/** Votes by rank as a table whose cells are shaded by their count; the number is always printed. */
export function RankHeatmap({ rows, selection }: TRankHeatmapProps) {
  const theme = useTheme();
  const ranks = Math.max(0, ...rows.map((row) => row.counts.length));
  const max = Math.max(0, ...rows.flatMap((row) => row.counts));
  return (
    <ProjectTable
      caption={L.heatmapCaption}
      rows={rows}
      selection={selection}
      columns={Array.from({ length: ranks }, (_, r) => ({
        header: L.columns.rank(r + 1),
        numeric: true,
        cell: (row: TPbRankRow) => votes(row.counts[r] ?? 0),
        sx: (row: TPbRankRow) => {
          const shade = heatShade(row.counts[r] ?? 0, max);
          return {
            bgcolor: alpha(theme.palette.primary.main, shade.alpha),
            color: shade.light ? theme.palette.primary.contrastText : theme.palette.text.primary,
            fontWeight: 600,
          };
        },
      }))}
    />
  );
}
