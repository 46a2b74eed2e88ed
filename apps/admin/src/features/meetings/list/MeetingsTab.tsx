import Stack from '@mui/material/Stack';
import { MEETING_MESSAGES as M } from '@commonpurse/domain';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { CreateMeeting } from '../create/CreateMeeting.tsx';
import { LIST_LABELS as L } from '../labels.ts';
import { canHoldMeeting } from '../rules.ts';
import { MeetingsTable } from './MeetingsTable.tsx';

/**
 * The simulation editor's Meetings tab (/simulations/{id}#meetings): the simulation's meetings and
 * Create Meeting with the simulation chosen. A simulation that is not Active cannot hold one yet: the
 * button says so (decision 0471).
 */
export default function MeetingsTab() {
  const { simulation } = useEditor();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CreateMeeting
          budgetId={simulation.id}
          disabledReason={canHoldMeeting(simulation) ? null : M.simulationNotEligible}
        />
      </Stack>
      <MeetingsTable budgetId={simulation.id} emptyText={L.emptyForSimulation} />
    </Stack>
  );
}
