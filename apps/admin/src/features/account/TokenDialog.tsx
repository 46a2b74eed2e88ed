import { useId, useState, type FocusEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { ACCOUNT_MESSAGES as M } from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { ACCOUNT_LABELS as L } from './labels.ts';

/**
 * Shows a new integration token, this once, with a copy button. Closing it drops the token: it cannot
 * be shown again (spec 2 section 4).
 */
export function TokenDialog({ token, onClose }: { token: string | null; onClose(): void }) {
  const id = useId();
  const notify = useNotify();
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token);
      setCopyFailed(false);
      notify.success(M.tokenCopied);
    } catch {
      setCopyFailed(true);
    }
  };

  const close = () => {
    setCopyFailed(false);
    onClose();
  };

  return (
    <Dialog
      open={token !== null}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{L.tokenDialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {copyFailed && <Alert severity="error">{M.tokenCopyFailed}</Alert>}
          <DialogContentText id={`${id}-text`}>{L.tokenDialogText}</DialogContentText>
          <TextField
            label={L.tokenField}
            value={token ?? ''}
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                spellCheck: false,
                onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
              },
            }}
            sx={{ '& input': { fontFamily: 'monospace' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} variant="contained" onClick={() => void copy()}>
          {L.copyToken}
        </Button>
        <Button onClick={close}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
