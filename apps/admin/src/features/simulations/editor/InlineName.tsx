import { useState, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ZSimulationName } from '@commonpurse/domain';
import { EDITOR_LABELS } from '../labels.ts';

export interface TInlineNameProps {
  name: string;
  /** Saves the new name; answers whether it saved. */
  onSave(name: string): Promise<boolean>;
  /** The server's message for the name, if its last save failed. */
  serverError?: string;
}

/** The editor's name: a heading with an edit button; editing, Enter saves and Escape cancels. */
export function InlineName({ name, onSave, serverError }: TInlineNameProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = () => {
    setDraft(name);
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setError(null);
  };
  const commit = async () => {
    const parsed = ZSimulationName.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (parsed.data === name) {
      cancel();
      return;
    }
    setSaving(true);
    const saved = await onSave(parsed.data);
    setSaving(false);
    if (saved) setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  if (!editing) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Tooltip title={EDITOR_LABELS.editName}>
          <IconButton aria-label={EDITOR_LABELS.editName} onClick={start} size="small">
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    );
  }

  const message = error ?? serverError;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 640 }}>
      <TextField
        label={EDITOR_LABELS.nameField}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        autoFocus
        fullWidth
        size="small"
        disabled={saving}
        error={Boolean(message)}
        helperText={message ?? EDITOR_LABELS.nameHint}
      />
      <IconButton
        aria-label={EDITOR_LABELS.saveName}
        onClick={() => void commit()}
        disabled={saving}
        color="primary"
      >
        <Check />
      </IconButton>
      <IconButton aria-label={EDITOR_LABELS.cancelName} onClick={cancel} disabled={saving}>
        <Close />
      </IconButton>
    </Stack>
  );
}
