import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IMPACT_LABELS as F, IMPACT_LIMITS, type TImpactSave, type TImpactView } from '@commonpurse/domain';
import { DialogFrame, useDialogSave } from '@/editor-kit/DialogFrame.tsx';
import { FormRichText, FormTextField } from '@/editor-kit/form-fields.tsx';
import { splitFailure } from '@/editor-kit/save-failure.ts';
import {
  emptyImpactForm,
  impactBody,
  impactFormOf,
  impactPatch,
  ZImpactForm,
  type TImpactForm,
} from './impact-form.ts';
import { IMPACT_TAB_LABELS as L } from './labels.ts';
import type { TImpactActions } from './useImpactActions.ts';

export interface TImpactDialogProps {
  /** 'new', an impact to edit, or null when closed. */
  target: 'new' | TImpactView | null;
  actions: Pick<TImpactActions, 'create' | 'update'>;
  onClose(): void;
}

/** Server refusals shown under their field; others go to the dialog's banner. */
const FIELD_ERRORS = ['name', 'description', 'target', 'prefix', 'suffix'] as const;

/** The impact dialog: Impact Name, Description, More Details, Target, Prefix and Suffix. */
export function ImpactDialog({ target, actions, onClose }: TImpactDialogProps) {
  return target ? <ImpactDialogBody target={target} actions={actions} onClose={onClose} /> : null;
}

function ImpactDialogBody({
  target,
  actions,
  onClose,
}: TImpactDialogProps & { target: 'new' | TImpactView }) {
  const impact = target === 'new' ? null : target;
  const form = useForm<TImpactForm, unknown, TImpactSave>({
    resolver: zodResolver(ZImpactForm),
    defaultValues: impact ? impactFormOf(impact) : emptyImpactForm(),
    // The target may break both of its rules at once: the dialog says both (spec 1 section 5).
    criteriaMode: 'all',
  });

  const save = useDialogSave((failure) => {
    const { fields, banner } = splitFailure(failure, FIELD_ERRORS);
    for (const field of FIELD_ERRORS) if (fields[field]) form.setError(field, { message: fields[field] });
    return banner;
  });

  const submit = form.handleSubmit(async (values) => {
    const patch = impact ? impactPatch(impact, values) : null;
    if (patch && Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    const done = await save.run(async () => {
      if (impact && patch) await actions.update(impact.id, patch);
      else await actions.create(impactBody(values));
    });
    if (done) onClose();
  });

  return (
    <DialogFrame
      title={impact ? L.editTitle : L.newTitle}
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
          label={F.fields.name}
          required
          autoFocus
          counter={IMPACT_LIMITS.nameMax}
        />
        <FormTextField
          control={form.control}
          name="description"
          label={F.fields.description}
          helperText={L.descriptionHelp}
          multiline
          minRows={2}
          counter={IMPACT_LIMITS.descriptionMax}
        />
        <FormRichText control={form.control} name="additional_details" label={F.fields.additional_details} />
        <Controller
          control={form.control}
          name="target"
          render={({ field, fieldState }) => {
            const messages = fieldState.error?.types
              ? Object.values(fieldState.error.types)
                  .flat()
                  .filter((m): m is string => typeof m === 'string')
              : fieldState.error?.message
                ? [fieldState.error.message]
                : [];
            return (
              <TextField
                label={F.fields.target}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={messages.length > 0}
                helperText={messages.length > 0 ? messages.join(' ') : L.targetHelp}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            );
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="prefix"
            label={F.fields.prefix}
            helperText={L.prefixHelp}
            counter={IMPACT_LIMITS.prefixMax}
          />
          <FormTextField
            control={form.control}
            name="suffix"
            label={F.fields.suffix}
            helperText={L.suffixHelp}
            counter={IMPACT_LIMITS.suffixMax}
          />
        </Stack>
      </Stack>
    </DialogFrame>
  );
}
