import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { KIT_LABELS as L } from './labels.ts';

export interface TDialogFrameProps {
  open: boolean;
  title: string;
  onClose(): void;
  onSubmit(): void;
  /** Dialog width in px (the spec's widths: 600-700, customize 800). */
  width?: number;
  busy?: boolean;
  /** Shown in an alert at the top of the dialog. */
  error?: ReactNode;
  submitLabel?: string;
  cancelLabel?: string;
  /** Further buttons at the start of the action row. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The structure dialogs' shell: a titled modal (aria-labelledby) holding a form, the error shown inside
 * it, and Cancel / Save. Escape and the backdrop cancel unless a save is running.
 */
export function DialogFrame({
  open,
  title,
  onClose,
  onSubmit,
  width = 640,
  busy = false,
  error,
  submitLabel = L.save,
  cancelLabel = L.cancel,
  actions,
  children,
}: TDialogFrameProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
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
          {children}
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
