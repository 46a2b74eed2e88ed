import { useState } from 'react';
import { MEETING_MESSAGES as M, type TMeetingView } from '@commonpurse/domain';
import { describeApiError } from '@/api/errors.ts';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { useDeleteMeeting } from '../api.ts';
import { ACTION_LABELS as L } from '../labels.ts';

/**
 * A meeting row's own actions: Copy Public Link (the snackbar says it worked) and Delete, which asks
 * 'Delete this meeting?' first and reports in the snackbar or the red banner (spec 2 section 8).
 */
export function useMeetingActions() {
  const notify = useNotify();
  const remove = useDeleteMeeting();
  // The meeting stays in state while the dialog closes, so its text does not change during the animation.
  const [asked, setAsked] = useState<{ meeting: TMeetingView; open: boolean } | null>(null);

  const copy = async (meeting: TMeetingView) => {
    try {
      await navigator.clipboard.writeText(meeting.public_url);
      notify.success(L.copied);
    } catch {
      notify.error(L.copyFailed);
    }
  };

  const confirmDelete = async () => {
    if (!asked) return;
    setAsked({ ...asked, open: false });
    notify.clearError();
    try {
      await notify.withLoading(remove.mutateAsync(asked.meeting.id));
      notify.success(M.deleted);
    } catch (error) {
      notify.error(`${M.requestFailed}${describeApiError(error, 'first')}`);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={asked?.open === true}
      title={M.deleteConfirm}
      confirmLabel={L.delete}
      confirmColor="error"
      onConfirm={() => void confirmDelete()}
      onClose={() => setAsked((a) => (a ? { ...a, open: false } : null))}
    >
      {asked ? L.deleteText(asked.meeting.name) : null}
    </ConfirmDialog>
  );

  return {
    copy: (meeting: TMeetingView) => void copy(meeting),
    askDelete: (meeting: TMeetingView) => setAsked({ meeting, open: true }),
    dialog,
  };
}
