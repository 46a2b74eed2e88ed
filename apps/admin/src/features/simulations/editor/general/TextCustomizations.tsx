import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  SIMULATION_MESSAGES as M,
  textTokensFor,
  type TSimulationView,
  type TTextToken,
} from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.ts';
import { simulationKeys } from '@/api/simulation-cache.ts';
import { deleteCustomText, saveCustomText, type TCustomText } from '../../api.ts';
import { describeApiError } from '@/api/errors.ts';
import { TEXT_LABELS } from '../../labels.ts';
import { useEditor } from '@/editor-kit/editor-context.tsx';

const CUSTOM_TEXT_MAX = 5000;

function EditTextDialog({
  token,
  current,
  onClose,
}: {
  token: TTextToken;
  current: string;
  onClose(): void;
}) {
  const { simulation, track } = useEditor();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await track(saveCustomText(simulation.id, token.token, draft));
      queryClient.setQueryData<TSimulationView>(simulationKeys.detail(simulation.id), (old) =>
        old
          ? { ...old, strings: [...(old.strings ?? []).filter((s) => s.token !== saved.token), saved] }
          : old,
      );
      onClose();
    } catch (e) {
      setError(`${M.requestFailed}${describeApiError(e)}`);
      setSaving(false);
    }
  };

  const titleId = `text-dialog-${token.token}`;
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 640, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{TEXT_LABELS.dialogTitle(token.token)}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 2 }}>
          {token.location}: “{token.defaultText}”
        </DialogContentText>
        <TextField
          label={TEXT_LABELS.field}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          multiline
          minRows={2}
          autoFocus
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: CUSTOM_TEXT_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {TEXT_LABELS.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          loading={saving}
          disabled={draft.trim() === '' || draft === current}
        >
          {TEXT_LABELS.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The custom texts of the public page: one row per token of this kind, with edit and delete. */
export function TextCustomizations() {
  const { simulation, kind, track } = useEditor();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [editing, setEditing] = useState<TTextToken | null>(null);
  const byToken = new Map<string, TCustomText>((simulation.strings ?? []).map((s) => [s.token, s]));

  const remove = async (custom: TCustomText) => {
    try {
      await track(deleteCustomText(simulation.id, custom.id));
      queryClient.setQueryData<TSimulationView>(simulationKeys.detail(simulation.id), (old) =>
        old ? { ...old, strings: (old.strings ?? []).filter((s) => s.id !== custom.id) } : old,
      );
    } catch (error) {
      notify.error(`${M.requestFailed}${describeApiError(error)}`);
    }
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {TEXT_LABELS.intro}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{TEXT_LABELS.columns.token}</TableCell>
              <TableCell>{TEXT_LABELS.columns.defaultText}</TableCell>
              <TableCell>{TEXT_LABELS.columns.location}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{TEXT_LABELS.columns.custom}</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {TEXT_LABELS.columns.actions}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {textTokensFor(kind.isPb).map((token) => {
              const custom = byToken.get(token.token);
              return (
                <TableRow key={token.token}>
                  <TableCell>
                    <Box component="code" sx={{ fontSize: '0.8rem' }}>
                      {token.token}
                    </Box>
                  </TableCell>
                  <TableCell>{token.defaultText}</TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>{token.location}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {custom ? (
                      custom.content
                    ) : (
                      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                        {TEXT_LABELS.none}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={TEXT_LABELS.edit(token.token)}>
                      <IconButton
                        aria-label={TEXT_LABELS.edit(token.token)}
                        onClick={() => setEditing(token)}
                        size="small"
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {custom && (
                      <Tooltip title={TEXT_LABELS.remove(token.token)}>
                        <IconButton
                          aria-label={TEXT_LABELS.remove(token.token)}
                          onClick={() => void remove(custom)}
                          size="small"
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && (
        <EditTextDialog
          token={editing}
          current={byToken.get(editing.token)?.content ?? ''}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
