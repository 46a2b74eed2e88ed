import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { MEETING_MESSAGES as M } from '@commonpurse/domain';
import { describeApiError } from '@/api/errors.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { useMeeting } from '../api.ts';
import { MeetingsMarketing } from '../list/MeetingsMarketing.tsx';
import { MeetingEditor } from './MeetingEditor.tsx';

const LIST_PATH = '/meetings';

function LoadedEditor({ id }: { id: number }) {
  const notify = useNotify();
  const query = useMeeting(id);
  const refusal = query.isError ? `${M.requestFailed}${describeApiError(query.error)}` : null;

  useEffect(() => {
    if (refusal) notify.error(refusal, { keepOnNavigation: true });
  }, [refusal, notify]);

  if (refusal) return <Navigate to={LIST_PATH} replace />;
  if (!query.data) return <PageLoading />;
  return <MeetingEditor key={query.data.id} meeting={query.data} />;
}

/**
 * /meetings/:id, 'Edit Meeting'. A meeting that cannot be loaded sends the user to /meetings with the
 * reason in the red banner; without the meetings capability the screen is the Meeting Mode pitch.
 */
export default function MeetingEditorPage() {
  const { client } = useCurrentUser();
  const { id: rawId } = useParams();
  const id = /^\d+$/.test(rawId ?? '') ? Number(rawId) : NaN;
  if (!client.capabilities.is_meeting_mode_enabled) return <MeetingsMarketing />;
  if (!Number.isInteger(id)) return <Navigate to={LIST_PATH} replace />;
  return <LoadedEditor id={id} />;
}
