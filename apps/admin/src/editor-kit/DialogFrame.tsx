import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type FormEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { describeApiError } from '@/api/errors.ts';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { KIT_LABELS as L } from './labels.ts';

/** A dialog's writes: whether one is running, and the text of the last refusal. */
export interface TDialogSave {
  saving: boolean;
  error: ReactNode;
  /**
   * Runs a write: `saving` while it runs, the error cleared first and set from a refusal. Answers the
   * write's value, or null when it was refused. `describe` words this write's refusal instead.
   */
  run<T>(write: () => Promise<T>, describe?: (failure: unknown) => ReactNode): Promise<{ value: T } | null>;
}

/**
 * The saving state of a dialog, shown by its DialogFrame. A refusal is worded by `describe` (which may
 * also put field messages under their fields; null shows no banner), by default describeApiError.
 */
export function useDialogSave(describe: (failure: unknown) => ReactNode = describeApiError): TDialogSave {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const run = useCallback(
    async <T,>(write: () => Promise<T>, describeThis = describe) => {
      setError(null);
      setSaving(true);
      try {
        return { value: await write() };
      } catch (failure) {
        setError(describeThis(failure));
        return null;
      } finally {
        setSaving(false);
      }
    },
    [describe],
  );
  return { saving, error, run };
}

export interface TDialogTab<T extends string> {
  value: T;
  label: string;
  /** Why the tab cannot be opened: it stays focusable, says aria-disabled and explains itself. */
  disabledNote?: string;
}

export interface TDialogTabs<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: TDialogTab<T>[];
  value: T;
  onChange(value: T): void;
}

export interface TDialogFrameProps<T extends string> {
  title: string;
  onClose(): void;
  onSubmit(): void;
  /** The saving state and the save error (useDialogSave, or a dialog's own). */
  save: Pick<TDialogSave, 'saving' | 'error'>;
  /** A problem that is not a refused save (a failed load, a check before saving); the save error wins. */
  problem?: ReactNode;
  /** Tabs above the content; their panels are DialogTabPanel children. */
  tabs?: TDialogTabs<T>;
  /** Dialog width in px (the spec's widths: 600-700, customize 800). */
  width?: number;
  submitLabel?: string;
  cancelLabel?: string;
  /** Further buttons at the start of the action row. */
  actions?: ReactNode;
  children: ReactNode;
}

const TabsContext = createContext<{ current: string; ids: (value: string) => TTabIds } | null>(null);
type TTabIds = { tab: string; panel: string };

/**
 * The editor's dialog: a titled modal (aria-labelledby) holding a form, optional tabs, the refused
 * save in an alert at the top, and Cancel / Save (Save shows the saving state). Escape and the
 * backdrop cancel unless a save is running.
 */
export function DialogFrame<T extends string = string>({
  title,
  onClose,
  onSubmit,
  save,
  problem,
  tabs,
  width = 640,
  submitLabel = L.save,
  cancelLabel = L.cancel,
  actions,
  children,
}: TDialogFrameProps<T>) {
  const titleId = useId();
  const tabBase = useId();
  const ids = (value: string) => ({ tab: `${tabBase}-tab-${value}`, panel: `${tabBase}-panel-${value}` });
  const busy = save.saving;
  const error = save.error || problem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {tabs ? (
            <TabsContext.Provider value={{ current: tabs.value, ids }}>
              <DialogTabList tabs={tabs} ids={ids} />
              {children}
            </TabsContext.Provider>
          ) : (
            children
          )}
        </DialogContent>
        <DialogActions>
          {actions && <Box sx={{ mr: 'auto', display: 'flex', gap: 1 }}>{actions}</Box>}
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The tab list (MUI Tabs: roles, arrow-key focus); tabs with a note cannot be selected. */
function DialogTabList<T extends string>({
  tabs: { label, items, value, onChange },
  ids,
}: {
  tabs: TDialogTabs<T>;
  ids: (value: string) => TTabIds;
}) {
  const select = (_event: SyntheticEvent, next: T) => {
    if (!items.find((t) => t.value === next)?.disabledNote) onChange(next);
  };
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs value={value} onChange={select} aria-label={label} variant="scrollable" scrollButtons="auto">
        {items.map((tab) => {
          const { tab: tabId, panel } = ids(tab.value);
          const noteId = `${tabId}-note`;
          return (
            <Tab
              key={tab.value}
              value={tab.value}
              id={tabId}
              aria-controls={panel}
              label={
                tab.disabledNote ? (
                  <Tooltip title={tab.disabledNote} arrow describeChild>
                    <span>{tab.label}</span>
                  </Tooltip>
                ) : (
                  tab.label
                )
              }
              {...(tab.disabledNote
                ? {
                    'aria-disabled': true,
                    'aria-describedby': noteId,
                    sx: { opacity: 0.5, cursor: 'not-allowed' },
                  }
                : {})}
            />
          );
        })}
      </Tabs>
      {items
        .filter((tab) => tab.disabledNote)
        .map((tab) => (
          <Box key={tab.value} component="span" id={`${ids(tab.value).tab}-note`} sx={visuallyHidden}>
            {tab.disabledNote}
          </Box>
        ))}
    </Box>
  );
}

/** A tab's panel; panels stay mounted (their fields keep their values) and hide when not selected. */
export function DialogTabPanel({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('DialogTabPanel belongs inside a DialogFrame with tabs');
  const { tab, panel } = tabs.ids(value);
  return (
    <Box role="tabpanel" id={panel} aria-labelledby={tab} hidden={value !== tabs.current}>
      {children}
    </Box>
  );
}
