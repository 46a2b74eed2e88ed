import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { TPaperBallot } from '@commonpurse/domain/public';
import { describeApiError } from '@/api/errors.ts';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { useDeletePaperBallot, usePaperBallots } from './api.ts';
import { PAPER_LABELS as L } from './labels.ts';
import { typedRanking, type TNumberedProject } from './paper-ballot.ts';
import { formatWhen } from './useFileDownload.ts';

/** The latest paper ballots, with Delete (after a confirmation) for a mistyped one. */
export function RecentPaperBallots({
  budgetId,
  projects,
}: {
  budgetId: number;
  projects: readonly TNumberedProject[];
}) {
  const notify = useNotify();
  const ballots = usePaperBallots(budgetId);
  const remove = useDeletePaperBallot(budgetId);
  const [pending, setPending] = useState<TPaperBallot | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      setPending(null);
      notify.success(L.deleted);
    } catch {
      // The dialog shows the refusal (remove.error) and stays open.
    }
  };

  if (!ballots.data) return null;
  const rows = ballots.data.data;
  return (
    <>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {L.recent}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{L.recentNone}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={L.recent}>
            <TableHead>
              <TableRow>
                <TableCell>{L.columns.receipt}</TableCell>
                <TableCell>{L.columns.entered}</TableCell>
                <TableCell>{L.columns.ranking}</TableCell>
                <TableCell align="right">{L.columns.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((ballot) => (
                <TableRow key={ballot.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{ballot.receipt_code}</TableCell>
                  <TableCell>{formatWhen(ballot.created_at)}</TableCell>
                  <TableCell>{typedRanking(ballot.items, projects)}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={L.remove(ballot.receipt_code)}
                      onClick={() => {
                        remove.reset();
                        setPending(ballot);
                      }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary">
            {L.total(ballots.data.meta.total)}
          </Typography>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? L.deleteTitle(pending.receipt_code) : ''}
        confirmLabel={L.deleteConfirm}
        confirmColor="error"
        busy={remove.isPending}
        error={remove.error ? describeApiError(remove.error) : null}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {L.deleteText}
      </ConfirmDialog>
    </>
  );
}
