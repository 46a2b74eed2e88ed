import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import WarningAmber from '@mui/icons-material/WarningAmber';
import {
  SIMULATION_MESSAGES as M,
  SIMULATION_STATUSES,
  STATUS_LABELS,
  type TSimulationSummary,
} from '@commonpurse/domain';
import { useCurrentUser } from '@/session/current-user.tsx';
import { EmptyListNotice } from '@/ui/list/EmptyListNotice.tsx';
import { ExpandableRow } from '@/ui/list/ExpandableRow.tsx';
import { LicenceCounter } from '@/ui/list/LicenceCounter.tsx';
import { ListTable } from '@/ui/list/ListTable.tsx';
import { StatusFilterSelect } from '@/ui/list/StatusFilterSelect.tsx';
import { useStatusFilterParam } from '@/ui/list/status-filter.ts';
import { useNotify } from '@/ui/notify.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { HelpButton } from '@/ui/help/HelpButton.tsx';
import { useSimulations } from '../api.ts';
import { CreateSimulationDialog } from '../create/CreateSimulationDialog.tsx';
import { kindOf, type TKind } from '@/editor-kit/simulation-kind.ts';
import { LIST_LABELS } from '../labels.ts';
import { counterText, showsSubmissionsWarning, visibleSimulations } from './list-logic.ts';
import { RowActions } from './RowActions.tsx';
import { useReportDownload } from './useReportDownload.ts';
import { useStatusActions, type TStatusAction } from './useStatusActions.tsx';

interface TRowProps {
  simulation: TSimulationSummary;
  kind: TKind;
  expanded: boolean;
  onToggle(): void;
  canViewAnalytics: boolean;
  isTrial: boolean;
  onAction(action: TStatusAction, simulation: TSimulationSummary): void;
  onDownloadReport(simulation: TSimulationSummary): void;
}

function SimulationRow({ simulation: s, kind, expanded, onToggle, ...actions }: TRowProps) {
  return (
    <ExpandableRow
      rowId={`simulation-${s.id}`}
      name={s.name}
      nameAdornment={
        showsSubmissionsWarning(s) && (
          <Tooltip title={LIST_LABELS.submissionsFull}>
            <WarningAmber
              fontSize="small"
              color="warning"
              role="img"
              aria-label={LIST_LABELS.submissionsFull}
              aria-hidden={false}
            />
          </Tooltip>
        )
      }
      cells={
        <>
          <TableCell sx={{ color: 'text.secondary', maxWidth: 420, overflowWrap: 'anywhere' }}>
            {s.description}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.formatted_updated_at}</TableCell>
          <TableCell>{STATUS_LABELS[s.status]}</TableCell>
        </>
      }
      columnCount={4}
      expanded={expanded}
      onToggle={onToggle}
      actionsLabel={LIST_LABELS.rowActions(s.name)}
      actions={() => <RowActions simulation={s} kind={kind} {...actions} />}
    />
  );
}

/** /simulations and /pb: the list of one kind with its status filter, licence counter and row actions. */
export default function SimulationListPage({ isPb }: { isPb: boolean }) {
  const kind = kindOf(isPb);
  const { client } = useCurrentUser();
  const notify = useNotify();
  const [filter, setFilterParam] = useStatusFilterParam(SIMULATION_STATUSES);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const query = useSimulations(isPb);
  const isTrial = client.capabilities.is_trial;
  const { request, dialogs } = useStatusActions({ isPb, isTrial, meta: query.data?.meta });
  const downloadReport = useReportDownload();

  useEffect(() => {
    if (query.isError) notify.error(M.loadFailed);
  }, [query.isError, notify]);

  const setFilter: typeof setFilterParam = (next) => {
    setExpandedId(null);
    setFilterParam(next);
  };

  const all = query.data?.data ?? [];
  const rows = visibleSimulations(all, isPb, filter);
  const hasAny = all.some((s) => s.is_pb === isPb);

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreateOpen(true)}>
            {LIST_LABELS.create}
          </Button>
          {query.data && (
            <LicenceCounter
              text={counterText(query.data.meta, isPb)}
              help={LIST_LABELS.counterHelp(kind.plural)}
            />
          )}
          {/* The Simulations screen offers help; Prioritizations has none (spec 2). */}
          {!isPb && <HelpButton topic="simulation" />}
        </Stack>
        <StatusFilterSelect
          statuses={SIMULATION_STATUSES}
          labels={STATUS_LABELS}
          value={filter}
          onChange={setFilter}
        />
      </Stack>

      {query.isPending ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        query.data && (
          <EmptyListNotice>
            {hasAny
              ? LIST_LABELS.emptyFilter(kind.plural, filter === 'all' ? null : STATUS_LABELS[filter])
              : LIST_LABELS.empty(kind.plural)}
          </EmptyListNotice>
        )
      ) : (
        <ListTable
          caption={LIST_LABELS.tableCaption(kind.plural)}
          columns={[
            LIST_LABELS.columns.name,
            LIST_LABELS.columns.description,
            LIST_LABELS.columns.updated,
            LIST_LABELS.columns.status,
          ]}
        >
          {rows.map((s) => (
            <SimulationRow
              key={s.id}
              simulation={s}
              kind={kind}
              expanded={expandedId === s.id}
              onToggle={() => setExpandedId((id) => (id === s.id ? null : s.id))}
              canViewAnalytics={client.capabilities.analytics}
              isTrial={isTrial}
              onAction={request}
              onDownloadReport={(simulation) => void downloadReport(simulation.id)}
            />
          ))}
        </ListTable>
      )}
      {dialogs}
      <CreateSimulationDialog open={createOpen} onClose={() => setCreateOpen(false)} kind={kind} />
    </Box>
  );
}
