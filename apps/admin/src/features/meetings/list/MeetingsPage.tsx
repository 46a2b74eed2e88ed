import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { UPGRADE_TOOLTIP } from '@commonpurse/domain';
import { useCurrentUser } from '@/session/current-user.tsx';
import { HelpButton } from '@/ui/help/HelpButton.tsx';
import { useMeetings } from '../api.ts';
import { CreateMeeting } from '../create/CreateMeeting.tsx';
import { LIST_LABELS as L } from '../labels.ts';
import { meetingSimulations, simulationMeetingsPath } from '../rules.ts';
import { MeetingsMarketing } from './MeetingsMarketing.tsx';
import { MeetingsTable } from './MeetingsTable.tsx';

/** The notice that meetings moved to the simulations, with a link to each simulation's Meetings tab. */
function MovedNotice() {
  const simulations = meetingSimulations(useMeetings(null).data ?? []);
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <Box sx={{ mb: 0.5 }}>{L.moved}</Box>
      {simulations.length > 0 && (
        <Box sx={{ mb: 0.5 }}>
          {L.movedLinks}:{' '}
          {simulations.map((s, i) => (
            <span key={s.id}>
              {i > 0 && ', '}
              <Link component={RouterLink} to={simulationMeetingsPath(s.id)}>
                {s.name}
              </Link>
            </span>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to="/simulations">
        {L.simulationsLink}
      </Link>
    </Alert>
  );
}

/**
 * /meetings (spec 2 "Meetings list"): every meeting of the client with Create Meeting; meetings are now
 * managed in each simulation's Meetings tab, which the notice links to. Without the meetings capability
 * the screen is disabled and shows the Meeting Mode pitch.
 */
export default function MeetingsPage() {
  const { client } = useCurrentUser();
  const enabled = client.capabilities.is_meeting_mode_enabled;
  return (
    <Box>
      {enabled && <MovedNotice />}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <CreateMeeting disabledReason={enabled ? null : UPGRADE_TOOLTIP} />
        <HelpButton topic="meeting" />
      </Stack>
      {enabled ? <MeetingsTable budgetId={null} emptyText={L.empty} /> : <MeetingsMarketing />}
    </Box>
  );
}
