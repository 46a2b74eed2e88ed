import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { stripNonNumeric } from '@commonpurse/domain';
import { KIT_LABELS as L } from './labels.ts';
import { useInlineDraft } from './useInlineDraft.ts';

export interface TInlineEditProps {
  /** The stored value as text. */
  value: string;
  /** What is shown while not editing (defaults to the value). */
  display?: ReactNode;
  /** Accessible name of the field, e.g. 'Category name'. */
  label: string;
  placeholder?: string;
  /** Digits, minus and period only (spec 3 section 6). */
  numeric?: boolean;
  /** The rule's message for a draft, or null when it may be saved. */
  validate(draft: string): string | null;
  /** Saves the draft; answers the server's message when it refused, else null. */
  onSave(draft: string): Promise<string | null>;
  disabled?: boolean;
  width?: number | string;
  align?: 'left' | 'right';
}

/**
 * A value shown as text that turns into a field on click: Enter or the check saves, Escape or the
 * cross cancels. A refused save keeps the field open with the message.
 */
export function InlineEdit(props: TInlineEditProps) {
  const { value, display, label, placeholder, numeric, validate, onSave, disabled, width, align } = props;
  const { draft, error, saving, start, cancel, change, commit, onKeyDown } = useInlineDraft({
    value,
    check: (text) => {
      const problem = validate(text);
      return problem ? { message: problem } : { value: text.trim() };
    },
    save: onSave,
  });

  if (draft === null) {
    return (
      // A plain button (styled by the board's row classes): rows can number in the thousands.
      <button
        type="button"
        className={`cp-inline${align === 'right' ? ' cp-inline-right' : ''}${value ? '' : ' cp-inline-placeholder'}`}
        aria-label={`${L.editValue(label)}: ${value || placeholder || ''}`}
        disabled={disabled}
        onClick={start}
        style={width === undefined ? undefined : { width }}
      >
        {display ?? (value || placeholder)}
      </button>
    );
  }

  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'flex-start', width: width ?? 'auto' }}>
      <TextField
        value={draft}
        onChange={(event) => change(numeric ? stripNonNumeric(event.target.value) : event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        autoFocus
        size="small"
        fullWidth
        disabled={saving}
        error={Boolean(error)}
        helperText={error}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            inputMode: numeric ? 'decimal' : undefined,
            style: align === 'right' ? { textAlign: 'right' } : undefined,
          },
        }}
      />
      <IconButton
        aria-label={L.save}
        onClick={() => void commit()}
        disabled={saving}
        color="primary"
        size="small"
      >
        <Check fontSize="small" />
      </IconButton>
      <IconButton aria-label={L.cancel} onClick={cancel} disabled={saving} size="small">
        <Close fontSize="small" />
      </IconButton>
    </Stack>
  );
}
