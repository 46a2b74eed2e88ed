import { useId, useState, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ZQuestionOptionInput } from '@commonpurse/domain';
import { QUESTIONS_TAB_LABELS as L } from './labels.ts';
import { newOption, type TOptionDraft } from './question-form.ts';

export interface TOptionsEditorProps {
  options: TOptionDraft[];
  onChange(options: TOptionDraft[]): void;
  /** The form's message for the whole list (too few, still being edited). */
  error?: string;
  /** The form's message for each option's label, by position. */
  labelErrors: (string | undefined)[];
}

/** Why an option's label cannot be closed, or null (the server's rule for a label). */
const labelProblem = (label: string) => {
  const parsed = ZQuestionOptionInput.shape.label.safeParse(label);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/**
 * A select question's options, each edited inline: an open option shows a field and a green
 * checkmark that closes it once its label is valid; Enter closes it too, Escape undoes the edit.
 */
export function OptionsEditor({ options, onChange, error, labelErrors }: TOptionsEditorProps) {
  const headingId = useId();
  const errorId = useId();
  const [problems, setProblems] = useState<Record<string, string>>({});
  // The option added with Add Option takes the focus (not those a new select starts with).
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const replace = (key: string, change: (option: TOptionDraft) => TOptionDraft | null) =>
    onChange(options.flatMap((o) => (o.key === key ? (change(o) ?? []) : [o])));
  const setProblem = (key: string, problem: string | null) =>
    setProblems(({ [key]: _old, ...rest }) => (problem ? { ...rest, [key]: problem } : rest));

  const close = (option: TOptionDraft) => {
    const problem = labelProblem(option.label);
    setProblem(option.key, problem);
    if (!problem)
      replace(option.key, (o) => ({ ...o, label: o.label.trim(), editing: false, before: undefined }));
  };
  const undo = (option: TOptionDraft) => {
    setProblem(option.key, null);
    replace(option.key, (o) =>
      o.before === undefined ? null : { ...o, label: o.before, editing: false, before: undefined },
    );
  };
  const onKeyDown = (event: KeyboardEvent, option: TOptionDraft) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      close(option);
    } else if (event.key === 'Escape') {
      // Escape undoes this option's edit; it must not close the dialog.
      event.preventDefault();
      event.stopPropagation();
      undo(option);
    }
  };

  return (
    <Stack
      spacing={1}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
    >
      <Typography id={headingId} variant="subtitle2" component="h3">
        {L.options}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {L.optionsHelp}
      </Typography>
      {options.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {L.noOptions}
        </Typography>
      )}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {options.map((option, index) => {
          const message = problems[option.key] ?? labelErrors[index];
          return (
            <Stack
              component="li"
              key={option.key}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
            >
              {option.editing ? (
                <>
                  <TextField
                    size="small"
                    label={L.option(index + 1)}
                    value={option.label}
                    autoFocus={option.key === focusKey}
                    onChange={(event) => {
                      setProblem(option.key, null);
                      replace(option.key, (o) => ({ ...o, label: event.target.value }));
                    }}
                    onKeyDown={(event) => onKeyDown(event, option)}
                    error={Boolean(message)}
                    helperText={message}
                    sx={{ flex: 1 }}
                  />
                  <IconButton
                    aria-label={L.closeOption(index + 1)}
                    onClick={() => close(option)}
                    sx={{ color: 'success.main' }}
                  >
                    <Check />
                  </IconButton>
                </>
              ) : (
                <>
                  <Typography sx={{ flex: 1, py: 1, overflowWrap: 'anywhere' }}>
                    {option.label}
                    {message && (
                      <FormHelperText component="span" error sx={{ display: 'block' }}>
                        {message}
                      </FormHelperText>
                    )}
                  </Typography>
                  <IconButton
                    aria-label={L.editOption(option.label)}
                    onClick={() => replace(option.key, (o) => ({ ...o, editing: true, before: o.label }))}
                  >
                    <EditOutlined />
                  </IconButton>
                </>
              )}
              <IconButton
                aria-label={L.removeOption(option.label || String(index + 1))}
                onClick={() => {
                  setProblem(option.key, null);
                  replace(option.key, () => null);
                }}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Button
        startIcon={<Add />}
        onClick={() => {
          const option = newOption();
          setFocusKey(option.key);
          onChange([...options, option]);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {L.addOption}
      </Button>
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
