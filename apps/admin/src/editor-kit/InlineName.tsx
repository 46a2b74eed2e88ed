import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { z } from 'zod';
import { useInlineDraft } from './useInlineDraft.ts';
import { NAME_LABELS as EDITOR_LABELS } from './labels.ts';

export interface TInlineNameProps {
  name: string;
  /** The name's rule and messages (a simulation's or a receipt's name schema). */
  schema: z.ZodType<string, string>;
  /** Saves the new name; answers whether it saved. */
  onSave(name: string): Promise<boolean>;
  /** The server's message for the name, if its last save failed. */
  serverError?: string;
}

/** The editor's name: a heading with an edit button; editing, Enter saves and Escape cancels. */
export function InlineName({ name, schema, onSave, serverError }: TInlineNameProps) {
  const { draft, error, saving, start, cancel, change, commit, onKeyDown } = useInlineDraft({
    value: name,
    check: (text) => {
      const parsed = schema.safeParse(text);
      return parsed.success ? { value: parsed.data } : { message: parsed.error.issues[0]?.message ?? null };
    },
    save: async (next) => ((await onSave(next)) ? null : ''),
  });

  if (draft === null) {
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

  const message = error || serverError;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 640 }}>
      <TextField
        label={EDITOR_LABELS.nameField}
        value={draft}
        onChange={(event) => change(event.target.value)}
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
