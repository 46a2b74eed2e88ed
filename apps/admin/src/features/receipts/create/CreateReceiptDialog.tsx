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
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_RECEIPT_LOCALE,
  RECEIPT_CREATE_METHOD_LABELS,
  RECEIPT_CREATE_METHODS,
  RECEIPT_LIST_TEXTS,
  RECEIPT_LOCALES,
  RECEIPT_MESSAGES as M,
  ZCreateReceiptForm,
  type TCreateReceiptForm,
  type TReceiptCreateMethod,
} from '@commonpurse/domain';
import type { z } from 'zod';
import { describeApiError } from '@/api/errors.ts';
import { FormTextField } from '@/editor-kit/form-fields.tsx';
import { MethodRadioGroup } from '@/ui/MethodRadioGroup.tsx';
import { useCreateReceipt, useReceipts, useSimulationSources } from '../api.ts';
import { byName, unavailableReason } from './create-logic.ts';
import { CREATE_LABELS } from './labels.ts';

type TFormInput = z.input<typeof ZCreateReceiptForm>;

/** Failure prefix of each method (spec 3 section 8); the server's message follows it. */
const FAILURE_PREFIX: Record<TReceiptCreateMethod, string> = {
  scratch: M.createFailed,
  simulation: M.duplicateSimulationFailed,
  receipt: M.duplicateReceiptFailed,
};

function CreateForm({ onClose, titleId }: { onClose(): void; titleId: string }) {
  const navigate = useNavigate();
  const create = useCreateReceipt();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TFormInput, unknown, TCreateReceiptForm>({
    resolver: zodResolver(ZCreateReceiptForm),
    defaultValues: { name: '', locale: DEFAULT_RECEIPT_LOCALE, source_id: null },
  });
  const method = useWatch({ control, name: 'method' });
  const simulations = useSimulationSources(true);
  const receipts = useReceipts();
  const lists = { simulations: simulations.data, receipts: receipts.data?.data };

  const loadError =
    method === 'simulation' && simulations.isError
      ? M.loadSimulationsFailed
      : method === 'receipt' && receipts.isError
        ? M.loadReceiptsFailed
        : null;
  const sources = byName<{ id: number; name: string }>(
    (method === 'simulation' ? lists.simulations : method === 'receipt' ? lists.receipts : undefined) ?? [],
  );

  const onSubmit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      const created = await create.mutateAsync({
        name: form.name,
        locale: form.locale,
        method: form.method,
        sourceId: form.source_id,
      });
      onClose();
      void navigate(`/receipts/${created.id}`);
    } catch (error) {
      setServerError(`${FAILURE_PREFIX[form.method]}${describeApiError(error)}`);
    }
  });

  const sourceError = errors.source_id?.message;
  const sourcePending = method === 'simulation' ? simulations.isPending : receipts.isPending;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{CREATE_LABELS.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {(serverError || loadError) && <Alert severity="error">{serverError ?? loadError}</Alert>}
          <FormTextField control={control} name="name" label={CREATE_LABELS.name} required autoFocus />
          <FormTextField control={control} name="locale" label={CREATE_LABELS.language} select required>
            {RECEIPT_LOCALES.map((locale) => (
              <MenuItem key={locale.code} value={locale.code}>
                {locale.label}
              </MenuItem>
            ))}
          </FormTextField>
          <Controller
            control={control}
            name="method"
            render={({ field }) => (
              <MethodRadioGroup
                label={CREATE_LABELS.method}
                name={field.name}
                options={RECEIPT_CREATE_METHODS.map((m) => ({
                  value: m,
                  label: RECEIPT_CREATE_METHOD_LABELS[m],
                  unavailable: unavailableReason(m, lists),
                }))}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  setValue('source_id', null);
                }}
                onBlur={field.onBlur}
                error={errors.method?.message}
              />
            )}
          />
          {(method === 'simulation' || method === 'receipt') && (
            <Controller
              control={control}
              name="source_id"
              render={({ field }) => (
                <TextField
                  select
                  label={method === 'simulation' ? CREATE_LABELS.simulation : CREATE_LABELS.receipt}
                  required
                  fullWidth
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={sourcePending || sources.length === 0}
                  error={Boolean(sourceError)}
                  helperText={sourceError}
                >
                  {sources.map((source) => (
                    <MenuItem key={source.id} value={source.id}>
                      {source.name}
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
          {RECEIPT_LIST_TEXTS.continue}
        </Button>
      </DialogActions>
    </Box>
  );
}

/**
 * The create dialog of the receipts list (spec 3 sections 2.1 and 5): name, language, how to start and
 * what to duplicate; Continue opens the new receipt in its editor.
 */
export function CreateReceiptDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 640, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {open && <CreateForm onClose={onClose} titleId={titleId} />}
    </Dialog>
  );
}
