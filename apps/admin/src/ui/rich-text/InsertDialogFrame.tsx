import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { RICH_TEXT_LABELS as L } from './labels.ts';

/** The small form dialog of the toolbar's image, link and video buttons. */
export function InsertDialogFrame({
  open,
  title,
  onClose,
  onSubmit,
  busy = false,
  extraAction,
  children,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  onSubmit(): void;
  busy?: boolean;
  /** A further button left of Cancel (e.g. Remove link). */
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    // The editor may sit inside another form (a dialog's): keep this submit to itself.
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          {extraAction}
          <Button onClick={onClose}>{L.cancel}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {L.insert}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
