import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { MEETING_MESSAGES as M, type TSimulationSummary } from '@commonpurse/domain';
import { describeApiError } from '@/api/errors.ts';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { TooltipButton } from '@/ui/TooltipButton.tsx';
import { loadMeetingSimulations } from '../api.ts';
import { CREATE_LABELS, LIST_LABELS } from '../labels.ts';
import { CreateMeetingDialog } from './CreateMeetingDialog.tsx';

export interface TCreateMeetingProps {
  /** The simulation whose Meetings tab this is: chosen in the dialog for the user. */
  budgetId?: number | null;
  /**
   * Why no meeting can be created here (no meetings capability, a simulation that is not Active): the
   * button stays, disabled, and explains itself.
   */
  disabledReason?: string | null;
}

/**
 * 'Create Meeting' (spec 2 "Meetings list"): the Active simulations are read afresh; with none the
 * 'No Active Simulations Found' dialog explains why, otherwise 'Create New Meeting' opens.
 */
export function CreateMeeting({ budgetId = null, disabledReason }: TCreateMeetingProps) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  // The simulations to choose from while 'Create New Meeting' is open.
  const [choices, setChoices] = useState<TSimulationSummary[] | null>(null);
  const [noneOpen, setNoneOpen] = useState(false);

  const start = async () => {
    notify.clearError();
    try {
      const simulations = await notify.withLoading(loadMeetingSimulations(queryClient));
      if (simulations.length === 0) setNoneOpen(true);
      else setChoices(simulations);
    } catch (error) {
      notify.error(M.loadSimulationsFailed(describeApiError(error)));
    }
  };

  return (
    <>
      {disabledReason ? (
        <TooltipButton variant="contained" startIcon={<Add />} disabled tooltip={disabledReason}>
          {LIST_LABELS.create}
        </TooltipButton>
      ) : (
        <Button variant="contained" startIcon={<Add />} aria-haspopup="dialog" onClick={() => void start()}>
          {LIST_LABELS.create}
        </Button>
      )}
      <CreateMeetingDialog
        open={choices !== null}
        simulations={choices ?? []}
        preselectedId={budgetId}
        onClose={() => setChoices(null)}
      />
      <ConfirmDialog
        open={noneOpen}
        title={M.noActiveSimulationsTitle}
        closeLabel={CREATE_LABELS.ok}
        onClose={() => setNoneOpen(false)}
      >
        <Typography sx={{ mb: 1.5 }}>{CREATE_LABELS.noActive}</Typography>
        <Link component={RouterLink} to="/simulations" onClick={() => setNoneOpen(false)}>
          {CREATE_LABELS.toSimulations}
        </Link>
      </ConfirmDialog>
    </>
  );
}
