import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
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
  MEETING_LIMITS,
  MEETING_MESSAGES as M,
  ZMeetingCreate,
  type TMeetingCreate,
  type TSimulationSummary,
} from '@commonpurse/domain';
import type { z } from 'zod';
import { describeApiError } from '@/api/errors.ts';
import { FormTextField } from '@/editor-kit/form-fields.tsx';
import { useCreateMeeting } from '../api.ts';
import { CREATE_LABELS as L } from '../labels.ts';
import { meetingEditorPath } from '../rules.ts';

type TFormInput = z.input<typeof ZMeetingCreate>;

export interface TCreateMeetingDialogProps {
  open: boolean;
  /** The Active simulations to choose from (meetingChoices). */
  simulations: readonly Pick<TSimulationSummary, 'id' | 'name'>[];
  /** Chosen for the user (the simulation whose Meetings tab asked). */
  preselectedId?: number | null;
  onClose(): void;
}

function CreateForm({
  simulations,
  preselectedId,
  onClose,
  titleId,
}: TCreateMeetingDialogProps & { titleId: string }) {
  const navigate = useNavigate();
  const create = useCreateMeeting();
  const [serverError, setServerError] = useState<string | null>(null);
  const preselected = simulations.some((s) => s.id === preselectedId) ? preselectedId : undefined;
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TFormInput, unknown, TMeetingCreate>({
    resolver: zodResolver(ZMeetingCreate),
    // The select holds undefined until chosen: the schema answers 'Please select a Simulation...'.
    defaultValues: { name: '', budget_id: preselected ?? undefined },
  });

  const onSubmit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      const meeting = await create.mutateAsync(form);
      onClose();
      void navigate(meetingEditorPath(meeting.id));
    } catch (error) {
      setServerError(`${M.createFailed}${describeApiError(error)}`);
    }
  });

  const budgetError = errors.budget_id?.message;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{M.createTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <FormTextField
            control={control}
            name="name"
            label={L.name}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: MEETING_LIMITS.nameMax } }}
          />
          <Controller
            control={control}
            name="budget_id"
            render={({ field }) => (
              <TextField
                select
                label={L.simulation}
                required
                fullWidth
                value={field.value ?? ''}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(budgetError)}
                helperText={budgetError ?? L.simulationHelp}
              >
                {simulations.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          {L.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {L.submit}
        </Button>
      </DialogActions>
    </Box>
  );
}

/**
 * 'Create New Meeting' (spec 2 sections 2 and 5): a name and an Active simulation; the new meeting opens
 * in its editor.
 */
export function CreateMeetingDialog(props: TCreateMeetingDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 600, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {props.open && <CreateForm {...props} titleId={titleId} />}
    </Dialog>
  );
}
