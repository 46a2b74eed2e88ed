import { Suspense, useEffect, useMemo, type ComponentType, type SyntheticEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  isReceiptEditable,
  RECEIPT_MESSAGES as M,
  RECEIPT_STATUS_LABELS,
  type TReceiptView,
  ZReceiptName,
} from '@commonpurse/domain';
import { describeApiError } from '@/api/errors.ts';
import { EditorContext, type TBoardEditor } from '@/editor-kit/editor-context.tsx';
import { InlineName } from '@/editor-kit/InlineName.tsx';
import { useLeaveGuard } from '@/editor-kit/useLeaveGuard.tsx';
import { useResetDragDropHelp } from '@/editor-kit/useResetDragDropHelp.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { SaveIndicator } from '@/ui/SaveIndicator.tsx';
import { receiptParent } from '@/api/parent.ts';
import { useReceipt } from './api.ts';
import { boardCapabilities, boardSubject, RECEIPT_KIND } from './board.ts';
import { RECEIPT_EDITOR_LABELS as L, RECEIPT_TAB_LABELS } from './labels.ts';
import { ReceiptEditorActions } from './ReceiptEditorActions.tsx';
import { ReceiptEditorContext, useReceiptSaver, type TReceiptEditor } from './receipt-editor.tsx';
import { AboutTab } from './about/AboutTab.tsx';
import { CalculationsTab } from './calculations/CalculationsTab.tsx';
import { SettingsTab } from './settings/SettingsTab.tsx';
import { RECEIPT_TABS, resolveReceiptTab, type TReceiptTab } from './tabs.ts';

/** Tabs of other features, composed by the app (features do not import each other). */
export interface TReceiptEditorPageProps {
  /** The Spending tab: the structure board. */
  SpendingPanel: ComponentType;
  /** The History tab: the receipt's audit trail. */
  HistoryPanel: ComponentType;
}

function Editor({
  receipt,
  SpendingPanel,
  HistoryPanel,
}: { receipt: TReceiptView } & TReceiptEditorPageProps) {
  const { client } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const saver = useReceiptSaver(receipt.id);
  const { setUnsaved, dialog: leaveDialog } = useLeaveGuard(RECEIPT_KIND.editorPath(receipt.id));
  const tab = resolveReceiptTab(location.hash);

  const board = useMemo<TBoardEditor>(
    () => ({
      simulation: boardSubject(receipt),
      kind: RECEIPT_KIND,
      parent: receiptParent(receipt.id),
      capabilities: boardCapabilities(client.capabilities),
      fieldErrors: saver.fieldErrors,
      saveStatus: saver.saveStatus,
      track: saver.track,
      setUnsaved,
    }),
    [receipt, client.capabilities, saver.fieldErrors, saver.saveStatus, saver.track, setUnsaved],
  );
  const editor = useMemo<TReceiptEditor>(() => ({ receipt, save: saver.save }), [receipt, saver.save]);

  const panels: Record<TReceiptTab, ComponentType> = {
    settings: SettingsTab,
    spending: SpendingPanel,
    calculations: CalculationsTab,
    about: AboutTab,
    history: HistoryPanel,
  };
  const Panel = panels[tab];
  const selectTab = (_event: SyntheticEvent, next: TReceiptTab) => void navigate({ hash: next });
  const status = RECEIPT_STATUS_LABELS[receipt.status];

  return (
    <EditorContext.Provider value={board}>
      <ReceiptEditorContext.Provider value={editor}>
        <Stack spacing={2}>
          <Link
            component={RouterLink}
            to={RECEIPT_KIND.listPath}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
          >
            <ArrowBack fontSize="small" aria-hidden />
            {L.back}
          </Link>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}>
              <InlineName
                name={receipt.name}
                schema={ZReceiptName}
                onSave={(name) => saver.save({ name })}
                serverError={saver.fieldErrors.name}
              />
              <Chip
                label={status}
                aria-label={L.status(status)}
                color={receipt.status === 'active' ? 'success' : 'default'}
                variant={receipt.status === 'active' ? 'filled' : 'outlined'}
                size="small"
              />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <SaveIndicator status={saver.saveStatus} />
              <ReceiptEditorActions receipt={receipt} />
            </Stack>
          </Stack>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs value={tab} onChange={selectTab} aria-label={L.tabs} variant="scrollable">
              {RECEIPT_TABS.map((t) => (
                <Tab
                  key={t}
                  value={t}
                  label={RECEIPT_TAB_LABELS[t]}
                  id={`receipt-tab-${t}`}
                  aria-controls={`receipt-panel-${t}`}
                />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id={`receipt-panel-${tab}`} aria-labelledby={`receipt-tab-${tab}`}>
            <Suspense fallback={<PageLoading />}>
              <Panel />
            </Suspense>
          </Box>
        </Stack>
        {leaveDialog}
      </ReceiptEditorContext.Provider>
    </EditorContext.Provider>
  );
}

/**
 * /receipts/:id. A receipt that cannot be loaded (404) or edited (Archived) sends the user back to the
 * list with the reason in the red banner.
 */
export default function ReceiptEditorPage({ SpendingPanel, HistoryPanel }: TReceiptEditorPageProps) {
  const { id: rawId } = useParams();
  const id = /^\d+$/.test(rawId ?? '') ? Number(rawId) : NaN;
  const notify = useNotify();
  const query = useReceipt(id);
  useResetDragDropHelp();

  const refusal = query.isError
    ? `${M.requestFailed}${describeApiError(query.error)}`
    : query.data && !isReceiptEditable(query.data.status)
      ? M.notEditable
      : null;

  useEffect(() => {
    if (refusal) notify.error(refusal, { keepOnNavigation: true });
  }, [refusal, notify]);

  if (!Number.isInteger(id) || refusal) return <Navigate to={RECEIPT_KIND.listPath} replace />;
  if (!query.data) return <PageLoading />;
  return (
    <Editor
      key={query.data.id}
      receipt={query.data}
      SpendingPanel={SpendingPanel}
      HistoryPanel={HistoryPanel}
    />
  );
}
