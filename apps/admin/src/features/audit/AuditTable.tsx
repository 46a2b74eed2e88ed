import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { describeAuditAction, describeAuditChanges, type TAuditPage } from '@commonpurse/domain';
import { AUDIT_LABELS as L } from './labels.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface AuditTableProps {
  page: TAuditPage;
  /** The Audit page shows each row's client and IP; a simulation's history does not. */
  showClient?: boolean;
  onPageChange(page: number): void;
}

/** Who did what when, with each changed field as "Name: 'Old' → 'New'", a page at a time. */
export function AuditTable({ page, showClient = false, onPageChange }: AuditTableProps) {
  const { data, meta } = page;
  if (data.length === 0) return <Typography sx={{ my: 2 }}>{L.empty}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={L.tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{L.when}</TableCell>
              <TableCell>{L.who}</TableCell>
              {showClient && <TableCell>{L.client}</TableCell>}
              <TableCell>{L.what}</TableCell>
              <TableCell>{L.changes}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((event) => (
              <TableRow key={event.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(event.created_at)}</TableCell>
                <TableCell>
                  {event.user_email ?? '—'}
                  {event.impersonator_id !== null && (
                    <Typography variant="body2" color="text.secondary">
                      {L.impersonatedBy(event.impersonator_id)}
                    </Typography>
                  )}
                  {showClient && event.ip && (
                    <Typography variant="body2" color="text.secondary">
                      {event.ip}
                    </Typography>
                  )}
                </TableCell>
                {showClient && <TableCell>{event.client_id ?? '—'}</TableCell>}
                <TableCell>{describeAuditAction(event)}</TableCell>
                <TableCell>
                  {describeAuditChanges(event).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={meta.total}
        page={meta.page - 1}
        rowsPerPage={meta.per_page}
        rowsPerPageOptions={[meta.per_page]}
        onPageChange={(_event, zeroBased) => onPageChange(zeroBased + 1)}
      />
    </>
  );
}
