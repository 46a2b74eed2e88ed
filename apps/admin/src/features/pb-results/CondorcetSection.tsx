import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PB_RESULTS_LABELS as L } from '@commonpurse/domain/analytics';
import { useCondorcet } from './api.ts';
import { percent } from './format.ts';
import { ProjectTable } from './ProjectTable.tsx';
import type { TSelection } from './useSelection.ts';

/** Condorcet: a spinner until the head-to-head count arrives (spec 2), then wins per project. */
export function CondorcetSection({ budgetId, selection }: { budgetId: number; selection: TSelection }) {
  const condorcet = useCondorcet(budgetId);
  if (condorcet.isError) return <Typography role="alert">{L.loadFailed}</Typography>;
  if (!condorcet.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={L.condorcetLoading} />
      </Box>
    );
  return (
    <ProjectTable
      caption={L.sections.condorcet}
      rows={condorcet.data}
      selection={selection}
      columns={[
        { header: L.columns.wins, numeric: true, cell: (row) => row.wins },
        { header: L.columns.beats, cell: (row) => row.beat_list.join(', ') },
        { header: L.columns.winPercent, numeric: true, cell: (row) => percent(row.win_percent) },
      ]}
    />
  );
}
