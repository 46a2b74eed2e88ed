import { useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { useHistory } from './api.ts';
import { AuditTable } from './AuditTable.tsx';
import { AUDIT_LABELS as L } from './labels.ts';

const PER_PAGE = 25;

/**
 * The History tab of the simulation and receipt editors (the app composes it into both): the audit trail
 * of the parent being edited, for the client's staff.
 */
export default function HistoryTab() {
  const { parent, kind } = useBoardEditor();
  const [page, setPage] = useState(1);
  const history = useHistory(parent, page, PER_PAGE);
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {L.historyTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{L.historyIntro(kind.singular)}</Typography>
      {history.isError && <Alert severity="error">{L.loadFailed}</Alert>}
      {history.isPending && <CircularProgress aria-label={L.historyTitle} />}
      {history.data && <AuditTable page={history.data} onPageChange={setPage} />}
    </Paper>
  );
}
