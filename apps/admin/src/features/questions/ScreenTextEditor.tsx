import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { LazyRichTextEditor } from '@/editor-kit/form-fields.tsx';
import { QUESTIONS_TAB_LABELS as L } from './labels.ts';

export type TScreenTextField =
  'entry_screen_introduction_text' | 'entry_screen_closing_text' | 'exit_screen_closing_text';

/**
 * A rich text of the entry or exit screen. Edits stay local until the green checkmark (shown once
 * the text changed) saves them; leaving the editor with unsaved edits asks first.
 */
export function ScreenTextEditor({ field, label }: { field: TScreenTextField; label: string }) {
  const { simulation, save, fieldErrors, setUnsaved } = useEditor();
  const stored = simulation[field] ?? '';
  // null: the editor shows the stored text (and follows it when it changes).
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = draft !== null && draft !== stored;

  useEffect(() => setUnsaved(field, dirty), [field, dirty, setUnsaved]);
  useEffect(() => () => setUnsaved(field, false), [field, setUnsaved]);

  const confirm = async () => {
    if (draft === null) return;
    setSaving(true);
    const saved = await save({ [field]: draft === '' ? null : draft });
    setSaving(false);
    // The server sanitizes the text: show what it stored.
    if (saved) setDraft(null);
  };

  const message = fieldErrors[field];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LazyRichTextEditor
          label={label}
          value={draft ?? stored}
          onChange={setDraft}
          minHeight={100}
          error={Boolean(message)}
          helperText={message ?? (dirty ? L.unsaved : L.textHelp[field])}
        />
      </Box>
      {dirty && (
        <Stack spacing={0.5} sx={{ pt: 4 }}>
          <Tooltip title={L.saveText(label)}>
            <IconButton
              aria-label={L.saveText(label)}
              onClick={() => void confirm()}
              loading={saving}
              sx={{ color: 'success.main' }}
            >
              <Check />
            </IconButton>
          </Tooltip>
          <Tooltip title={L.discardText(label)}>
            <IconButton aria-label={L.discardText(label)} onClick={() => setDraft(null)} disabled={saving}>
              <Close />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Stack>
  );
}
