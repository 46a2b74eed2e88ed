import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { RICH_TEXT_MESSAGES as M } from '@commonpurse/domain';
import { InsertDialogFrame } from './InsertDialogFrame.tsx';
import { RICH_TEXT_LABELS as L } from './labels.ts';
import { linkHref } from './links.ts';

/** Asks for a link address; answers it with the scheme rule applied (see linkHref). */
export function InsertLinkDialog({
  open,
  initial,
  onClose,
  onInsert,
  onRemove,
}: {
  open: boolean;
  /** The address of the link at the cursor, when there is one. */
  initial: string;
  onClose(): void;
  onInsert(href: string): void;
  /** Given when the cursor is on a link. */
  onRemove?(): void;
}) {
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const href = linkHref(typed);
    if (href === '') {
      setError(M.linkRequired);
      return;
    }
    onInsert(href);
  };
  return (
    <InsertDialogFrame
      open={open}
      title={L.linkTitle}
      onClose={onClose}
      onSubmit={submit}
      extraAction={onRemove && <Button onClick={onRemove}>{L.removeLink}</Button>}
    >
      <TextField
        label={L.linkUrl}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
        autoFocus
        required
        fullWidth
        error={error !== null}
        helperText={error ?? L.linkHelp}
      />
    </InsertDialogFrame>
  );
}
