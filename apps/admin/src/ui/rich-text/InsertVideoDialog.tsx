import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { isValidYoutubeUrl } from '@tiptap/extension-youtube';
import { RICH_TEXT_MESSAGES as M } from '@commonpurse/domain';
import { InsertDialogFrame } from './InsertDialogFrame.tsx';
import { RICH_TEXT_LABELS as L } from './labels.ts';

/** Asks for a YouTube address (the embeds the server keeps). */
export function InsertVideoDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose(): void;
  onInsert(src: string): void;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const src = typed.trim();
    if (!isValidYoutubeUrl(src)) {
      setError(M.videoInvalid);
      return;
    }
    onInsert(src);
  };
  return (
    <InsertDialogFrame open={open} title={L.videoTitle} onClose={onClose} onSubmit={submit}>
      <TextField
        label={L.videoUrl}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
        autoFocus
        required
        fullWidth
        error={error !== null}
        helperText={error ?? ' '}
      />
    </InsertDialogFrame>
  );
}
