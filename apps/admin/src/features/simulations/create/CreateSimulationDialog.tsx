import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CREATION_METHOD_LABELS,
  DEFAULT_LOCALE,
  SIMULATION_LOCALES,
  SIMULATION_MESSAGES as M,
  SIMULATION_MODES,
  ZCreateSimulationForm,
  type TCreateSimulationForm,
  type TCreationMethod,
} from '@commonpurse/domain';
import type { z } from 'zod';
import { useReceipts } from '@/api/receipt-list.ts';
import { useInvalidateLists } from '@/api/simulation-cache.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { MethodRadioGroup } from '@/ui/MethodRadioGroup.tsx';
import { createSimulationBy, useSimulations, useTemplates } from '../api.ts';
import { describeApiError } from '@/api/errors.ts';
import { kindOf, type TKind } from '@/editor-kit/simulation-kind.ts';
import { CREATE_LABELS } from '../labels.ts';
import { creationMethodsFor, modeChoice, receiptMethodUnavailable, sourceOptions } from './create-logic.ts';

type TFormInput = z.input<typeof ZCreateSimulationForm>;

export interface TCreateSimulationDialogProps {
  open: boolean;
  onClose(): void;
  kind: TKind;
}

/** Failure prefix of each method (spec 1 section 8); the server's message follows it. */
const FAILURE_PREFIX: Record<TCreationMethod, string> = {
  blank: M.createFailed,
  start_from_template: M.duplicateTemplateFailed,
  duplicate_simulation: M.duplicateSimulationFailed,
  duplicate_tax_receipt: M.duplicateReceiptFailed,
};

/** What a source list that failed to load says, once its method is chosen (spec 1 section 8). */
const LOAD_FAILURE: Partial<Record<TCreationMethod, string>> = {
  start_from_template: M.loadTemplatesFailed,
  duplicate_simulation: M.loadSimulationsFailed,
  duplicate_tax_receipt: M.loadReceiptsFailed,
};

function CreateForm({
  onClose,
  kind,
  titleId,
}: Omit<TCreateSimulationDialogProps, 'open'> & { titleId: string }) {
  const id = useId();
  const navigate = useNavigate();
  const invalidate = useInvalidateLists();
  const { client } = useCurrentUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const modes = modeChoice(client.capabilities, kind.isPb);
  const methods = creationMethodsFor(kind.isPb);

  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TFormInput, unknown, TCreateSimulationForm>({
    resolver: zodResolver(ZCreateSimulationForm),
    defaultValues: { name: '', locale: DEFAULT_LOCALE, source_id: null, mode: modes.default },
  });
  const method = useWatch({ control, name: 'method' });
  const templates = useTemplates(method === 'start_from_template');
  const own = useSimulations(kind.isPb);
  // Loaded with the dialog, so the method can say at once that there is no receipt to duplicate.
  const receiptsEnabled = client.capabilities.receipts;
  const receipts = useReceipts(receiptsEnabled && !kind.isPb);
  const receiptList = receipts.data?.data;
  const receiptUnavailable = receiptMethodUnavailable(kind.isPb, receiptsEnabled, receiptList);
  const options = sourceOptions(method, kind.isPb, {
    templates: templates.data,
    own: own.data?.data,
    receipts: receiptList,
  });
  const sourceQuery =
    method === 'start_from_template' ? templates : method === 'duplicate_tax_receipt' ? receipts : own;
  const loadError = (sourceQuery.isError && method && LOAD_FAILURE[method]) || null;

  const onSubmit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      const created = await createSimulationBy({
        method: form.method,
        sourceId: form.source_id,
        name: form.name,
        locale: form.locale,
        isPb: kind.isPb,
        mode: form.mode,
        templateClientId: templates.data?.find((t) => t.id === form.source_id)?.client_id,
      });
      void invalidate();
      onClose();
      void navigate(kindOf(created.is_pb).editorPath(created.id));
    } catch (error) {
      setServerError(`${FAILURE_PREFIX[form.method]}${describeApiError(error)}`);
    }
  });

  const sourceLabel =
    method === 'start_from_template'
      ? CREATE_LABELS.template
      : method === 'duplicate_tax_receipt'
        ? CREATE_LABELS.receipt
        : CREATE_LABELS.simulation(kind.isPb);
  const noSources =
    method === 'start_from_template'
      ? CREATE_LABELS.noTemplates
      : method === 'duplicate_tax_receipt'
        ? CREATE_LABELS.noReceipts
        : CREATE_LABELS.noSimulations(kind.isPb);
  const nameError = errors.name?.message;
  const localeError = errors.locale?.message;
  const methodError = errors.method?.message;
  const sourceError = errors.source_id?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{CREATE_LABELS.title(kind.isPb)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {(serverError || loadError) && <Alert severity="error">{serverError ?? loadError}</Alert>}
          <TextField
            {...register('name')}
            label={CREATE_LABELS.name}
            required
            autoFocus
            fullWidth
            error={Boolean(nameError)}
            helperText={nameError}
          />
          {!kind.isPb && (
            <Controller
              control={control}
              name="locale"
              render={({ field }) => (
                <TextField
                  select
                  label={CREATE_LABELS.language}
                  required
                  fullWidth
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(localeError)}
                  helperText={localeError}
                >
                  {SIMULATION_LOCALES.map((locale) => (
                    <MenuItem key={locale.code} value={locale.code}>
                      {locale.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <Controller
            control={control}
            name="method"
            render={({ field }) => (
              <MethodRadioGroup
                label={CREATE_LABELS.method}
                name={field.name}
                options={methods.map((m) => ({
                  value: m,
                  label: CREATION_METHOD_LABELS[m],
                  unavailable: m === 'duplicate_tax_receipt' ? receiptUnavailable : null,
                }))}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  setValue('source_id', null);
                }}
                onBlur={field.onBlur}
                error={methodError}
              />
            )}
          />
          {modes.offered && method === 'blank' && (
            <Controller
              control={control}
              name="mode"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id={`${id}-mode`}>{CREATE_LABELS.mode}</FormLabel>
                  <RadioGroup row aria-labelledby={`${id}-mode`} {...field}>
                    {SIMULATION_MODES.map((mode) => (
                      <FormControlLabel
                        key={mode}
                        value={mode}
                        control={<Radio />}
                        label={CREATE_LABELS.modes[mode]}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
          )}
          {method !== undefined && method !== 'blank' && (
            <Controller
              control={control}
              name="source_id"
              render={({ field }) => (
                <TextField
                  select
                  label={sourceLabel}
                  required
                  fullWidth
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={options.length === 0}
                  error={Boolean(sourceError)}
                  helperText={
                    sourceError ?? (options.length === 0 && sourceQuery.isSuccess ? noSources : undefined)
                  }
                >
                  {options.map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      {option.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          {CREATE_LABELS.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {CREATE_LABELS.submit}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The create dialog of the simulation and prioritization lists (spec 1 "Create dialog"). */
export function CreateSimulationDialog({ open, onClose, kind }: TCreateSimulationDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 640, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {open && <CreateForm onClose={onClose} kind={kind} titleId={titleId} />}
    </Dialog>
  );
}
