import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { SIMULATION_MESSAGES as M, STATUS_LABELS, type TSimulationSummary } from '@commonpurse/domain';
import { useCurrentUser } from '@/session/current-user.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { useSimulations } from '../api.ts';
import { CreateSimulationDialog } from '../create/CreateSimulationDialog.tsx';
import { kindOf, type TKind } from '@/editor-kit/simulation-kind.ts';
import { LIST_LABELS } from '../labels.ts';
import {
  counterText,
  isStatusFilter,
  showsSubmissionsWarning,
  STATUS_FILTERS,
  visibleSimulations,
  type TStatusFilter,
} from './list-logic.ts';
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
  const actionsId = `simulation-${s.id}-actions`;
  // The whole row toggles on click; keyboard users reach the same toggle as the name's button (a table
  // row may not carry aria-expanded itself), where Enter and Space press it.
  return (
    <>
      <TableRow
        hover
        onClick={onToggle}
        selected={expanded}
        sx={{ cursor: 'pointer', '& > td': expanded ? { borderBottom: 0 } : undefined }}
      >
        <TableCell sx={{ fontWeight: 600 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ButtonBase
              aria-expanded={expanded}
              aria-controls={expanded ? actionsId : undefined}
              sx={{
                gap: 1,
                font: 'inherit',
                textAlign: 'left',
                borderRadius: 1,
                px: 0.5,
                mx: -0.5,
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              {expanded ? (
                <ExpandLess fontSize="small" aria-hidden />
              ) : (
                <ExpandMore fontSize="small" aria-hidden />
              )}
              <span>{s.name}</span>
            </ButtonBase>
            {showsSubmissionsWarning(s) && (
              <Tooltip title={LIST_LABELS.submissionsFull}>
                <WarningAmber
                  fontSize="small"
                  color="warning"
                  role="img"
                  aria-label={LIST_LABELS.submissionsFull}
                  aria-hidden={false}
                />
              </Tooltip>
            )}
          </Stack>
        </TableCell>
        <TableCell sx={{ color: 'text.secondary', maxWidth: 420, overflowWrap: 'anywhere' }}>
          {s.description}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.formatted_updated_at}</TableCell>
        <TableCell>{STATUS_LABELS[s.status]}</TableCell>
      </TableRow>
      {expanded && (
        <TableRow id={actionsId} selected>
          <TableCell colSpan={4} sx={{ pt: 0.5, pb: 2 }}>
            <Box role="group" aria-label={LIST_LABELS.rowActions(s.name)}>
              <RowActions simulation={s} kind={kind} {...actions} />
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** /simulations and /pb: the list of one kind with its status filter, licence counter and row actions. */
export default function SimulationListPage({ isPb }: { isPb: boolean }) {
  const kind = kindOf(isPb);
  const { client } = useCurrentUser();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filter: TStatusFilter = isStatusFilter(statusParam) ? statusParam : 'all';
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const query = useSimulations(isPb);
  const isTrial = client.capabilities.is_trial;
  const { request, dialogs } = useStatusActions({ isPb, isTrial, meta: query.data?.meta });
  const downloadReport = useReportDownload();

  useEffect(() => {
    if (query.isError) notify.error(M.loadFailed);
  }, [query.isError, notify]);

  const setFilter = (next: TStatusFilter) => {
    setExpandedId(null);
    setParams(next === 'all' ? {} : { status: next }, { replace: true });
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
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreateOpen(true)}>
            {LIST_LABELS.create}
          </Button>
          {query.data && (
            <Tooltip title={LIST_LABELS.counterHelp(kind.plural)} describeChild arrow>
              <Typography
                tabIndex={0}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  fontWeight: 600,
                  borderRadius: 1,
                }}
              >
                {counterText(query.data.meta, isPb)}
                <InfoOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
              </Typography>
            </Tooltip>
          )}
        </Stack>
        <TextField
          select
          size="small"
          label={LIST_LABELS.statusFilter}
          value={filter}
          onChange={(event) => setFilter(event.target.value as TStatusFilter)}
          sx={{ minWidth: 180 }}
        >
          {STATUS_FILTERS.map((status) => (
            <MenuItem key={status} value={status}>
              {status === 'all' ? LIST_LABELS.all : STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {query.isPending ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        query.data && (
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
            <Typography>
              {hasAny
                ? LIST_LABELS.emptyFilter(kind.plural, filter === 'all' ? null : STATUS_LABELS[filter])
                : LIST_LABELS.empty(kind.plural)}
            </Typography>
          </Paper>
        )
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table>
            <Box component="caption" sx={visuallyHidden}>
              {LIST_LABELS.tableCaption(kind.plural)}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell>{LIST_LABELS.columns.name}</TableCell>
                <TableCell>{LIST_LABELS.columns.description}</TableCell>
                <TableCell>{LIST_LABELS.columns.updated}</TableCell>
                <TableCell>{LIST_LABELS.columns.status}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
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
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialogs}
      <CreateSimulationDialog open={createOpen} onClose={() => setCreateOpen(false)} kind={kind} />
    </Box>
  );
}
