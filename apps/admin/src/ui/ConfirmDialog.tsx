import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface TConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button; omit for a dialog that only informs (one Close button). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** The one button of a dialog that only informs (default 'Close'). */
  closeLabel?: string;
  /** Colour of the confirming button: 'error' for destructive actions. */
  confirmColor?: 'primary' | 'error';
  busy?: boolean;
  /** An error shown inside the dialog. */
  error?: string | null;
  onConfirm?(): void;
  onClose(): void;
}

/** A small dialog that asks before an action (or informs, without confirmLabel). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  closeLabel = 'Close',
  confirmColor = 'primary',
  busy = false,
  error,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id={`${id}-text`} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {confirmLabel ? cancelLabel : closeLabel}
        </Button>
        {confirmLabel && (
          <Button variant="contained" color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
