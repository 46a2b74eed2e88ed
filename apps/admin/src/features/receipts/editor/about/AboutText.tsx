import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { LazyRichTextEditor } from '@/editor-kit/form-fields.tsx';
import { ABOUT_LABELS as L } from '../labels.ts';
import { useReceiptEditor } from '../receipt-editor.tsx';

/**
 * The receipt's about text (rich text). Edits stay local until the check mark saves them, so an
 * unfinished text is not published; leaving the editor with unsaved edits asks first.
 */
export function AboutText() {
  const { receipt, save } = useReceiptEditor();
  const { fieldErrors, setUnsaved } = useBoardEditor();
  const stored = receipt.about ?? '';
  // null: the editor shows the stored text (and follows it when it changes).
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = draft !== null && draft !== stored;

  useEffect(() => setUnsaved('about', dirty), [dirty, setUnsaved]);
  useEffect(() => () => setUnsaved('about', false), [setUnsaved]);

  const confirm = async () => {
    if (draft === null) return;
    setSaving(true);
    const saved = await save({ about: draft === '' ? null : draft });
    setSaving(false);
    // The server sanitizes the text: show what it stored.
    if (saved) setDraft(null);
  };

  const message = fieldErrors.about;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LazyRichTextEditor
          label={L.about}
          value={draft ?? stored}
          onChange={setDraft}
          minHeight={140}
          error={Boolean(message)}
          helperText={message ?? (dirty ? L.aboutUnsaved : L.aboutHelp)}
        />
      </Box>
      {dirty && (
        <Stack spacing={0.5} sx={{ pt: 4 }}>
          <Tooltip title={L.saveAbout}>
            <IconButton
              aria-label={L.saveAbout}
              onClick={() => void confirm()}
              loading={saving}
              sx={{ color: 'success.main' }}
            >
              <Check />
            </IconButton>
          </Tooltip>
          <Tooltip title={L.discardAbout}>
            <IconButton aria-label={L.discardAbout} onClick={() => setDraft(null)} disabled={saving}>
              <Close />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Stack>
  );
}
