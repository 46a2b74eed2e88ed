import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  QUESTION_LIMITS,
  QUESTION_TYPES,
  type TQuestionDisplayType,
  type TQuestionSave,
  type TQuestionView,
} from '@commonpurse/domain';
import { DialogFrame, useDialogSave } from '@/editor-kit/DialogFrame.tsx';
import { FormTextField } from '@/editor-kit/form-fields.tsx';
import { splitFailure } from '@/editor-kit/save-failure.ts';
import { QUESTIONS_TAB_LABELS as L } from './labels.ts';
import { OptionsEditor } from './OptionsEditor.tsx';
import {
  createBody,
  emptyForm,
  formOf,
  newOption,
  patchBody,
  questionResolver,
  type TQuestionForm,
} from './question-form.ts';
import type { TQuestionActions } from './useQuestionActions.ts';

/** What the dialog edits: a new question of a table, or a custom question. */
export interface TQuestionDialogTarget {
  table: TQuestionDisplayType;
  question?: TQuestionView;
}

export interface TQuestionDialogProps {
  target: TQuestionDialogTarget | null;
  actions: Pick<TQuestionActions, 'create' | 'update'>;
  onClose(): void;
}

/** Server refusals shown under their field; the others go to the dialog's banner. */
const FIELD_ERRORS = ['name', 'slug', 'type'] as const;

/** The question dialog (spec 1: max width 650): text, CSV label, type, a select's options and flags. */
export function QuestionDialog({ target, actions, onClose }: TQuestionDialogProps) {
  return target ? <QuestionDialogBody target={target} actions={actions} onClose={onClose} /> : null;
}

function QuestionDialogBody({
  target,
  actions,
  onClose,
}: TQuestionDialogProps & { target: TQuestionDialogTarget }) {
  const { table, question } = target;
  const flagsId = useId();
  const form = useForm<TQuestionForm, unknown, TQuestionSave>({
    resolver: questionResolver,
    defaultValues: question ? formOf(question) : emptyForm(table),
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const enabled = useWatch({ control: form.control, name: 'is_enabled' });
  const optionErrors = form.formState.errors.options_config;

  const save = useDialogSave((failure) => {
    const { fields, banner } = splitFailure(failure, FIELD_ERRORS);
    for (const field of FIELD_ERRORS) if (fields[field]) form.setError(field, { message: fields[field] });
    return banner;
  });

  const submit = form.handleSubmit(async (values) => {
    const patch = question ? patchBody(question, values) : null;
    if (patch && Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    const done = await save.run(async () => {
      if (question && patch) await actions.update(question.id, patch);
      else await actions.create(createBody(values));
    });
    if (done) onClose();
  });

  const flag = (name: 'is_enabled' | 'is_required' | 'ask_on_exit', label: string, disabled = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Checkbox
              name={field.name}
              checked={field.value && !disabled}
              onChange={(_event, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );

  return (
    <DialogFrame
      title={question ? L.editTitle(table) : L.newTitle(table)}
      width={QUESTION_LIMITS.dialogMaxWidth}
      onClose={onClose}
      onSubmit={() => void submit()}
      save={save}
      submitLabel={L.save}
      cancelLabel={L.cancel}
    >
      <Stack spacing={2.5}>
        <FormTextField
          control={form.control}
          name="name"
          label={L.questionText}
          required
          multiline
          minRows={2}
          autoFocus
          counter={QUESTION_LIMITS.textMax}
        />
        <FormTextField control={form.control} name="slug" label={L.csvLabel} helperText={L.csvLabelHelp} />
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={L.type}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                // A new select starts with two options to fill in.
                if (event.target.value === 'select' && form.getValues('options_config').length === 0)
                  form.setValue('options_config', [newOption(), newOption()]);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              fullWidth
            >
              {QUESTION_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {L.types[t]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {type === 'select' && (
          <Controller
            control={form.control}
            name="options_config"
            render={({ field }) => (
              <OptionsEditor
                options={field.value}
                onChange={field.onChange}
                error={optionErrors?.root?.message ?? optionErrors?.message}
                labelErrors={field.value.map((_option, index) => optionErrors?.[index]?.label?.message)}
              />
            )}
          />
        )}
        <FormGroup role="group" aria-labelledby={flagsId}>
          <FormLabel id={flagsId} component="span" sx={{ mb: 0.5 }}>
            {L.flags}
          </FormLabel>
          {flag('is_enabled', L.includeFlag)}
          {flag('is_required', L.requiredFlag, !enabled)}
          {table === 'entry' && flag('ask_on_exit', L.repeatFlag)}
        </FormGroup>
      </Stack>
    </DialogFrame>
  );
}
