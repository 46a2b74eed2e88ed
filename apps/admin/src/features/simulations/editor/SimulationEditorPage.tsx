import { Suspense, useEffect, useMemo, type SyntheticEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  isEditable,
  opensForVotingOnly,
  SIMULATION_MESSAGES as M,
  STATUS_LABELS,
  type TSimulationBoardView,
  ZSimulationName,
} from '@commonpurse/domain';
import { simulationParent } from '@/api/parent.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { SaveIndicator } from '@/ui/SaveIndicator.tsx';
import { HelpButton } from '@/ui/help/HelpButton.tsx';
import { useSimulation } from '../api.ts';
import { useResetDragDropHelp } from '@/editor-kit/useResetDragDropHelp.ts';
import { describeApiError } from '@/api/errors.ts';
import { kindOf, type TKind } from '@/editor-kit/simulation-kind.ts';
import { EDITOR_LABELS } from '../labels.ts';
import { EditorContext, useSimulationSaver, type TEditorContext } from '@/editor-kit/editor-context.tsx';
import { InlineName } from '@/editor-kit/InlineName.tsx';
import { resolveTab, tabLabel, visibleTabs, type TEditorTab, type TTabPanels } from './tabs.ts';
import { useLeaveGuard } from '@/editor-kit/useLeaveGuard.tsx';

interface TEditorProps {
  simulation: TSimulationBoardView;
  kind: TKind;
  panels: TTabPanels;
}

function Editor({ simulation, kind, panels }: TEditorProps) {
  const { client } = useCurrentUser();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const basePath = kind.editorPath(simulation.id);
  const saver = useSimulationSaver(simulation.id);
  const { setUnsaved, dialog: leaveDialog } = useLeaveGuard(basePath);
  const context = {
    isPb: kind.isPb,
    mode: simulation.mode,
    capabilities: client.capabilities,
    votingOnly: opensForVotingOnly(simulation.status, kind.isPb),
  };
  const tabs = visibleTabs(context);
  const tab = resolveTab(params.tab, location.hash, tabs);
  const Panel = panels[tab];

  const editor = useMemo<TEditorContext>(
    () => ({
      simulation,
      kind,
      parent: simulationParent(simulation.id),
      capabilities: client.capabilities,
      ...saver,
      setUnsaved,
    }),
    [simulation, kind, client.capabilities, saver, setUnsaved],
  );

  const selectTab = (_event: SyntheticEvent, next: TEditorTab) => {
    // Simulations keep the tab in the path, prioritizations (one route) in the hash.
    void navigate(kind.isPb ? { hash: next } : `${basePath}/${next}`);
  };

  return (
    <EditorContext.Provider value={editor}>
      <Stack spacing={2}>
        <Link
          component={RouterLink}
          to={kind.listPath}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBack fontSize="small" aria-hidden />
          {kind.plural}
        </Link>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}>
            <InlineName
              name={simulation.name}
              schema={ZSimulationName}
              onSave={(name) => saver.save({ name })}
              serverError={saver.fieldErrors.name}
            />
            <Chip
              label={STATUS_LABELS[simulation.status]}
              aria-label={EDITOR_LABELS.status(STATUS_LABELS[simulation.status])}
              color={simulation.status === 'active' ? 'success' : 'default'}
              variant={simulation.status === 'active' ? 'filled' : 'outlined'}
              size="small"
            />
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <SaveIndicator status={saver.saveStatus} />
            {/* Edit Simulation offers help; Edit Prioritization has none (spec 2). */}
            {!kind.isPb && <HelpButton topic="simulation" />}
          </Stack>
        </Stack>
        {simulation.status === 'active' && (
          <Alert severity="warning">
            <AlertTitle>{M.activeWarningTitle}</AlertTitle>
            {M.activeWarning}
          </Alert>
        )}
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={tab} onChange={selectTab} aria-label={EDITOR_LABELS.tabs} variant="scrollable">
            {tabs.map((t) => (
              <Tab
                key={t}
                value={t}
                label={tabLabel(t, context)}
                id={`editor-tab-${t}`}
                aria-controls={`editor-panel-${t}`}
              />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" id={`editor-panel-${tab}`} aria-labelledby={`editor-tab-${tab}`}>
          <Suspense fallback={<PageLoading />}>{Panel && <Panel />}</Suspense>
        </Box>
      </Stack>
      {leaveDialog}
    </EditorContext.Provider>
  );
}

/**
 * /simulations/:id/:tab? and /pb/:id. A simulation that cannot be loaded or edited sends the user back
 * to the list with the reason in the red banner; one of the other kind opens in its own editor. The app
 * gives the tabs' screens (`panels`).
 */
export default function SimulationEditorPage({ isPb, panels }: { isPb: boolean; panels: TTabPanels }) {
  const kind = kindOf(isPb);
  const { id: rawId } = useParams();
  const id = /^\d+$/.test(rawId ?? '') ? Number(rawId) : NaN;
  const notify = useNotify();
  const query = useSimulation(id);
  useResetDragDropHelp();

  const refusal = query.isError
    ? `${M.requestFailed}${describeApiError(query.error)}`
    : query.data && !isEditable(query.data.status) && !opensForVotingOnly(query.data.status, query.data.is_pb)
      ? M.notEditable
      : null;

  useEffect(() => {
    if (refusal) notify.error(refusal, { keepOnNavigation: true });
  }, [refusal, notify]);

  if (!Number.isInteger(id)) return <Navigate to={kind.listPath} replace />;
  if (refusal) return <Navigate to={kind.listPath} replace />;
  if (!query.data) return <PageLoading />;
  if (query.data.is_pb !== isPb) return <Navigate to={kindOf(query.data.is_pb).editorPath(id)} replace />;
  return <Editor key={query.data.id} simulation={query.data} kind={kind} panels={panels} />;
}
