import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { SCENARIO_LIMITS, type TScenarioQuestion } from '@commonpurse/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import type { TItem, TStructureList } from '@/api/structure-items.ts';
import { describeApiError } from '@/api/errors.ts';
import { DialogFrame, useDialogSave } from '@/editor-kit/DialogFrame.tsx';
import { DIALOG_LABELS as L } from './labels.ts';
import {
  checkDraft,
  draftOf,
  emptyOption,
  nextId,
  optionDeleteBlock,
  withDefault,
  type TDraftOption,
  type TScenarioDraft,
  type TScenarioKind,
} from './scenario-draft.ts';
import { ScenarioOptionCard } from './ScenarioOptionCard.tsx';
import { removeFailedMessage, useQuestionWriter } from './useQuestionWriter.ts';
import type { TParent } from '@/api/parent.ts';
import { KIT_LABELS } from '@/editor-kit/labels.ts';

export interface TScenarioDialogProps {
  open: boolean;
  onClose(): void;
  parent: TParent;
  list: TStructureList;
  /** The item whose customized_question_json is edited. */
  item: TItem;
  /** The kind of a new question; a stored question keeps its own type. Default 'scenario'. */
  kind?: TScenarioKind;
  onSaved?(item: TItem): void;
}

/** Problems inside option `index`, keyed by their path within it. */
const optionErrors = (errors: Record<string, string>, index: number) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`options.${index}.`))
      .map(([path, message]) => [path.slice(`options.${index}.`.length), message]),
  );

/**
 * The scenario (custom question) dialog, also for dedicated-funds questions (type 'dedicated', whose
 * options link to spending subcategories under 'Impact to spending'). Done validates with
 * ZScenarioQuestion, shows the question in the editor at once and PATCHes customized_question_json;
 * a failed save puts the previous question back (the draft stays for another try). Cancel discards.
 * Remove Question PATCHes customized_question_json null.
 */
export function ScenarioDialog(props: TScenarioDialogProps) {
  return props.open ? <ScenarioBody {...props} /> : null;
}

function ScenarioBody({ onClose, parent, list, item, kind = 'scenario', onSaved }: TScenarioDialogProps) {
  const { simulation } = useBoardEditor();
  const [draft, setDraft] = useState<TScenarioDraft>(() => draftOf(item.customized_question_json, kind));
  const [checked, setChecked] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const dedicated = draft.kind === 'dedicated';
  const stored = item.customized_question_json != null;
  const spending = useMemo(
    () =>
      (simulation.expenses ?? []).map((category) => ({
        ...category,
        subcategories: category.subcategories.filter((s) => s.id !== item.id),
      })),
    [simulation.expenses, item.id],
  );
  // Problems show once Done was tried, then follow the edits.
  const check = checkDraft(draft);
  const errors = checked && !check.ok ? check.errors : {};

  const writeQuestion = useQuestionWriter(parent, list);

  const save = useDialogSave();

  const write = async (question: TScenarioQuestion | null, failure: (error: unknown) => string) => {
    const done = await save.run(async () => {
      const result = await writeQuestion(item, question);
      if (!result.ok) throw result.error;
      return result.item;
    }, failure);
    if (done) {
      onSaved?.(done.value);
      onClose();
    }
  };

  const done = () => {
    setChecked(true);
    if (check.ok) void write(check.question, describeApiError);
  };

  const setOption = useCallback(
    (index: number, next: TDraftOption) =>
      setDraft((d) => ({ ...d, options: d.options.map((o, i) => (i === index ? next : o)) })),
    [],
  );
  const setOptionDefault = useCallback(
    (index: number, on: boolean) => setDraft((d) => withDefault(d, index, on)),
    [],
  );
  const deleteOption = useCallback(
    (index: number) => setDraft((d) => ({ ...d, options: d.options.filter((_, i) => i !== index) })),
    [],
  );

  const summary = checked && !check.ok ? check.summary : [];

  return (
    <DialogFrame
      title={dedicated ? L.dedicatedTitle(item.name) : L.scenarioTitle(item.name)}
      onClose={onClose}
      onSubmit={done}
      save={save}
      width={700}
      submitLabel={L.done}
      actions={
        stored && (
          <Button color="error" onClick={() => setConfirmRemove(true)} disabled={save.saving}>
            {L.removeScenario}
          </Button>
        )
      }
    >
      {summary.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{L.scenarioProblems}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {summary.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Stack spacing={2.5}>
        <TextField
          label={L.scenarioName}
          required
          fullWidth
          autoFocus
          value={draft.name}
          onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <TextField
          label={L.scenarioQuestion}
          required
          fullWidth
          multiline
          minRows={2}
          value={draft.description}
          onChange={(event) => setDraft((d) => ({ ...d, description: event.target.value }))}
          error={Boolean(errors.description)}
          helperText={
            errors.description ?? KIT_LABELS.counter(draft.description.length, SCENARIO_LIMITS.questionMax)
          }
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.allow_multiple}
              onChange={(event) => setDraft((d) => ({ ...d, allow_multiple: event.target.checked }))}
            />
          }
          label={L.allowMultiple}
        />
        <Box component="section" aria-labelledby="scenario-options-title">
          <Typography id="scenario-options-title" variant="h6" component="h3" sx={{ mb: 1 }}>
            {L.options}
          </Typography>
          {errors.options && (
            <Typography color="error" variant="body2" role="alert" sx={{ mb: 1 }}>
              {errors.options}
            </Typography>
          )}
          <Stack spacing={2}>
            {draft.options.map((option, index) => (
              <ScenarioOptionCard
                key={String(option.id)}
                option={option}
                index={index}
                dedicated={dedicated}
                spending={spending}
                errors={optionErrors(errors, index)}
                deleteBlock={optionDeleteBlock(draft, index)}
                onChange={setOption}
                onDefault={setOptionDefault}
                onDelete={deleteOption}
              />
            ))}
          </Stack>
          <Button
            startIcon={<Add />}
            sx={{ mt: 1.5 }}
            onClick={() =>
              setDraft((d) => ({
                ...d,
                options: [...d.options, emptyOption(nextId(d.options.map((o) => o.id)), false)],
              }))
            }
          >
            {L.addOption}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirmRemove}
        title={L.removeScenarioTitle}
        confirmLabel={L.removeScenarioConfirm}
        confirmColor="error"
        onConfirm={() => {
          setConfirmRemove(false);
          void write(null, removeFailedMessage);
        }}
        onClose={() => setConfirmRemove(false)}
      >
        {L.removeScenarioBody}
      </ConfirmDialog>
    </DialogFrame>
  );
}
