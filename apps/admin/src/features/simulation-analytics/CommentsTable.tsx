import { useContext, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { REPORT_MESSAGES } from '@commonpurse/domain';
import { ANALYTICS_LISTS } from '@commonpurse/domain/analytics';
import { reportFailure } from '@/api/errors.ts';
import { CurrentUserContext } from '@/session/current-user.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { saveFile } from '@/ui/save-file.ts';
import { moneyOrDash as money } from '@/ui/charts/format.ts';
import { downloadComments, useComments } from './sections-api.ts';
import { COMMENTS_LABELS as L } from './sections-labels.ts';

const PAGE_SIZE = ANALYTICS_LISTS.commentsPage;
const createdDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function DownloadButton({ budgetId }: { budgetId: number }) {
  const notify = useNotify();
  const download = async () => {
    notify.clearError();
    try {
      const file = await notify.withLoading(downloadComments(budgetId));
      saveFile(file.blob, file.filename ?? REPORT_MESSAGES.defaultFilename);
    } catch (error) {
      notify.error(reportFailure(error));
    }
  };
  return (
    <Button
      size="small"
      className="no-print"
      startIcon={<FileDownloadOutlined />}
      onClick={() => void download()}
    >
      {L.download}
    </Button>
  );
}

/**
 * The Comments table (spec 2): 10 a page, newest first; the IP column only when the client keeps IPs
 * (the API leaves ip_address out otherwise). A failure to load shows an empty list (spec 2 section 8).
 */
export function CommentsTable({ budgetId }: { budgetId: number }) {
  const user = useContext(CurrentUserContext);
  const showIp = user !== null && !user.client.suppress_ips;
  const [page, setPage] = useState(0);
  const comments = useComments(budgetId, page + 1);
  const rows = comments.isError ? [] : (comments.data?.data ?? []);
  const total = comments.isError ? 0 : (comments.data?.meta.total ?? 0);
  const c = L.columns;
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h3" component="h2">
          {L.title}
        </Typography>
        <DownloadButton budgetId={budgetId} />
      </Stack>
      <Table size="small">
        <caption>{L.caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{c.comment}</TableCell>
            <TableCell>{c.name}</TableCell>
            <TableCell align="right">{c.difference}</TableCell>
            <TableCell align="right">{c.rank}</TableCell>
            <TableCell>{c.created}</TableCell>
            {showIp && <TableCell>{c.ip}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && comments.isFetched ? (
            <TableRow>
              <TableCell colSpan={showIp ? 6 : 5}>{L.none}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{row.comment}</TableCell>
                <TableCell>{row.name ?? L.wholeSimulation}</TableCell>
                <TableCell align="right">{money(row.difference_amount)}</TableCell>
                <TableCell align="right">{row.rank ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {createdDate.format(new Date(row.created_at))}
                </TableCell>
                {showIp && <TableCell>{row.ip_address ?? '—'}</TableCell>}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={total === 0 ? 0 : page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
      />
    </Paper>
  );
}
