import { useContext, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZSimulationUpdate } from '@commonpurse/domain';
import type { z } from 'zod';
import { EditorContext, useBoardEditor, useEditor } from './editor-context.tsx';
import { KIT_LABELS as L } from './labels.ts';

/** The first message the shared update schema gives for a patch, or null when it passes. */
export function updateProblem(patch: z.input<typeof ZSimulationUpdate>): string | null {
  const parsed = ZSimulationUpdate.safeParse(patch);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** A titled group of the General tab. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h3" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

/** Keeps a local draft of a server value; the draft follows the server while the field is not in use. */
function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  const [focused, setFocused] = useState(false);
  if (value !== synced) {
    setSynced(value);
    if (!focused) setDraft(value);
  }
  return { draft, setDraft, focused, setFocused };
}

export interface TAutoSaveTextProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> {
  /** The field's key in the server's field errors. */
  field: string;
  value: string;
  /** Tidies the text when the field is left (the shown text becomes the tidied one). */
  normalize?(raw: string): string;
  /** A client-side problem with the text, or null. */
  validate?(text: string): string | null;
  /** Saves the changed text; answers whether it saved. */
  onSave(text: string): Promise<boolean>;
  /** Shows n / max under the field. */
  counter?: number;
  /**
   * The server's message for the field, outside a structure editor (a meeting); inside one, the
   * editor's fieldErrors are read.
   */
  serverError?: string;
}

/** A text field saved when left (or on Enter in a single-line field) if its text changed. */
export function AutoSaveText({
  field,
  value,
  normalize,
  validate,
  onSave,
  counter,
  serverError,
  helperText,
  multiline,
  ...props
}: TAutoSaveTextProps) {
  const editor = useContext(EditorContext);
  const { draft, setDraft, setFocused } = useDraft(value);
  const [problem, setProblem] = useState<string | null>(null);

  const commit = async () => {
    setFocused(false);
    const text = normalize ? normalize(draft) : draft;
    setDraft(text);
    if (text === value) {
      setProblem(null);
      return;
    }
    const local = validate?.(text) ?? null;
    setProblem(local);
    if (local) return;
    await onSave(text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !multiline) {
      event.preventDefault();
      void commit();
    }
  };

  const message = problem ?? serverError ?? editor?.fieldErrors[field];
  const count = counter !== undefined ? `${draft.length} / ${counter}` : null;
  return (
    <TextField
      {...props}
      id={props.id ?? `general-${field}`}
      multiline={multiline}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        setProblem(null);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => void commit()}
      onKeyDown={onKeyDown}
      error={Boolean(message)}
      helperText={
        message || helperText || count ? (
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{message ?? helperText}</span>
            {count && <span>{count}</span>}
          </Box>
        ) : undefined
      }
      fullWidth
    />
  );
}

export interface TSaveSelectProps<V extends string> {
  field: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onSave(value: V): Promise<boolean>;
  helperText?: string;
}

/** A select saved as soon as another option is chosen; it shows the choice while it saves. */
export function SaveSelect<V extends string>({
  field,
  label,
  value,
  options,
  onSave,
  helperText,
}: TSaveSelectProps<V>) {
  const { fieldErrors } = useBoardEditor();
  const [pending, setPending] = useState<V | null>(null);
  const message = fieldErrors[field];
  return (
    <TextField
      select
      id={`general-${field}`}
      label={label}
      value={pending ?? value}
      onChange={async (event) => {
        const next = event.target.value as V;
        if (next === value) return;
        setPending(next);
        await onSave(next);
        setPending(null);
      }}
      error={Boolean(message)}
      helperText={message ?? helperText}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface TOptionSwitchProps {
  field: string;
  label: string;
  checked: boolean;
  onSave(checked: boolean): Promise<boolean>;
  note?: string;
  disabled?: boolean;
}

/** A labelled switch saved on change. */
export function OptionSwitch({ field, label, checked, onSave, note, disabled }: TOptionSwitchProps) {
  const { fieldErrors } = useBoardEditor();
  const [pending, setPending] = useState<boolean | null>(null);
  const id = `general-${field}`;
  const message = fieldErrors[field];
  const described = [note ? `${id}-note` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            id={id}
            checked={pending ?? checked}
            disabled={disabled}
            onChange={async (_event, next) => {
              setPending(next);
              await onSave(next);
              setPending(null);
            }}
            slotProps={{ input: { 'aria-describedby': described || undefined } }}
          />
        }
        label={label}
      />
      {note && (
        <FormHelperText id={`${id}-note`} sx={{ mt: -0.5, ml: 6 }}>
          {note}
        </FormHelperText>
      )}
      {message && (
        <FormHelperText id={`${id}-error`} error sx={{ ml: 6 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}

export interface TSavedTextProps {
  /** The field's key in the server's field errors and the unsaved-edits guard. */
  field: string;
  label: string;
  helperText: string;
  /** The stored text (null when none). */
  value: string | null;
  /** Saves the text (null when emptied); answers whether it saved. */
  onSave(text: string | null): Promise<boolean>;
}

/**
 * An optional text of the public page (disclaimers, custom header or footer HTML). Saved with its Save
 * button rather than on leaving the field, so an unfinished text is not published; leaving the editor
 * with unsaved changes asks first.
 */
export function SavedText({ field, label, helperText, value: stored, onSave }: TSavedTextProps) {
  const { fieldErrors, setUnsaved } = useBoardEditor();
  const value = stored ?? '';
  const { draft, setDraft, setFocused } = useDraft(value);
  const [saving, setSaving] = useState(false);
  const dirty = draft !== value;

  useEffect(() => {
    setUnsaved(field, dirty);
  }, [field, dirty, setUnsaved]);
  useEffect(() => () => setUnsaved(field, false), [field, setUnsaved]);

  const message = fieldErrors[field];
  return (
    <Box>
      <TextField
        id={`general-${field}`}
        label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        error={Boolean(message)}
        helperText={message ?? (dirty ? `${helperText} ${L.unsaved}.` : helperText)}
      />
      {dirty && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="contained"
            size="small"
            loading={saving}
            onClick={async () => {
              setSaving(true);
              await onSave(draft === '' ? null : draft);
              setSaving(false);
            }}
            aria-label={`${L.save} ${label}`}
          >
            {L.save}
          </Button>
          <Button
            size="small"
            onClick={() => setDraft(value)}
            disabled={saving}
            aria-label={`${L.discard} ${label}`}
          >
            {L.discard}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

export interface TOptionalTextProps {
  field: 'expense_disclaimer' | 'revenue_disclaimer' | 'custom_header_html';
  label: string;
  helperText: string;
}

/** A simulation's optional text (its disclaimers and custom header). */
export function OptionalText({ field, label, helperText }: TOptionalTextProps) {
  const { simulation, save } = useEditor();
  return (
    <SavedText
      field={field}
      label={label}
      helperText={helperText}
      value={simulation[field]}
      onSave={(text) => save({ [field]: text })}
    />
  );
}
