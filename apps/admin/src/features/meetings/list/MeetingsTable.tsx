import { useEffect, useState } from 'react';
import TableCell from '@mui/material/TableCell';
import { MEETING_MESSAGES as M } from '@commonpurse/domain';
import { EmptyListNotice } from '@/ui/list/EmptyListNotice.tsx';
import { ExpandableRow } from '@/ui/list/ExpandableRow.tsx';
import { ListTable } from '@/ui/list/ListTable.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { useMeetings } from '../api.ts';
import { LIST_LABELS as L } from '../labels.ts';
import { formatModified, newestFirst } from '../rules.ts';
import { MeetingRowActions } from './MeetingRowActions.tsx';
import { useMeetingActions } from './useMeetingActions.tsx';

const COLUMNS = [L.columns.name, L.columns.budget, L.columns.description, L.columns.modified];

/**
 * The meetings table (spec 2 "Meetings list"): every meeting of the client, or of one simulation, newest
 * first; a row expands to its actions.
 */
export function MeetingsTable({ budgetId, emptyText }: { budgetId: number | null; emptyText: string }) {
  const notify = useNotify();
  const query = useMeetings(budgetId);
  const actions = useMeetingActions();
  const [expandedId, setExpandedId] = useState<number | null>(null);

  useEffect(() => {
    if (query.isError) notify.error(M.loadFailed);
  }, [query.isError, notify]);

  const rows = newestFirst(query.data ?? []);
  return (
    <>
      {query.isPending ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        query.data && <EmptyListNotice>{emptyText}</EmptyListNotice>
      ) : (
        <ListTable caption={L.tableCaption} columns={COLUMNS}>
          {rows.map((m) => (
            <ExpandableRow
              key={m.id}
              rowId={`meeting-${m.id}`}
              name={m.name}
              cells={
                <>
                  <TableCell>{m.budget?.name ?? m.budget_name}</TableCell>
                  <TableCell sx={{ color: 'text.secondary', maxWidth: 360, overflowWrap: 'anywhere' }}>
                    {m.description}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatModified(m.updated_at)}</TableCell>
                </>
              }
              columnCount={COLUMNS.length}
              expanded={expandedId === m.id}
              onToggle={() => setExpandedId((id) => (id === m.id ? null : m.id))}
              actionsLabel={L.rowActions(m.name)}
              actions={() => (
                <MeetingRowActions meeting={m} onCopy={actions.copy} onDelete={actions.askDelete} />
              )}
            />
          ))}
        </ListTable>
      )}
      {actions.dialog}
    </>
  );
}
