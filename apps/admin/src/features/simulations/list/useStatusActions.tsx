import { useState } from 'react';
import {
  licenceRefusal,
  SIMULATION_MESSAGES as M,
  type TSimulationCounts,
  type TSimulationSummary,
  type TStatusTarget,
} from '@commonpurse/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { useInvalidateLists } from '@/api/simulation-cache.ts';
import { changeStatus, deleteSimulation } from '../api.ts';
import { describeApiError, statusFailureMessage } from '@/api/errors.ts';
import { ACTION_LABELS } from '../labels.ts';
import { licenceCounts } from './list-logic.ts';

export type TStatusAction = 'activate' | 'deactivate' | 'archive' | 'unarchive' | 'delete';

/** Target status, success message and failure prefix of each status change (unarchive = deactivate). */
const CHANGES: Record<Exclude<TStatusAction, 'delete'>, { to: TStatusTarget; ok: string; failed: string }> = {
  activate: { to: 'active', ok: M.activated, failed: M.activateFailed },
  deactivate: { to: 'inactive', ok: M.deactivated, failed: M.deactivateFailed },
  archive: { to: 'archived', ok: M.archived, failed: M.archiveFailed },
  unarchive: { to: 'inactive', ok: M.unarchived, failed: M.deactivateFailed },
};

type TDialog =
  | { kind: 'licence-full' }
  | { kind: 'confirm-activate'; simulation: TSimulationSummary }
  | { kind: 'confirm-delete'; simulation: TSimulationSummary };

/**
 * Status changes and deletion from the list: activation checks the licence count first (the licence-full
 * dialog, else a confirmation), deletion asks first; results go to the snackbar or the red banner.
 */
export function useStatusActions(opts: { isPb: boolean; isTrial: boolean; meta?: TSimulationCounts }) {
  const notify = useNotify();
  const invalidate = useInvalidateLists();
  // The last dialog stays in state while it closes, so its title does not change during the animation.
  const [dialog, setDialog] = useState<(TDialog & { open: boolean }) | null>(null);

  const runChange = async (action: Exclude<TStatusAction, 'delete'>, simulation: TSimulationSummary) => {
    const change = CHANGES[action];
    notify.clearError();
    try {
      await notify.withLoading(changeStatus(simulation.id, change.to));
      notify.success(change.ok);
    } catch (error) {
      notify.error(statusFailureMessage(change.failed, error));
    } finally {
      await invalidate();
    }
  };

  const runDelete = async (simulation: TSimulationSummary) => {
    notify.clearError();
    try {
      await notify.withLoading(deleteSimulation(simulation.id));
      notify.success(M.deleted);
    } catch (error) {
      notify.error(`${M.requestFailed}${describeApiError(error)}`);
    } finally {
      await invalidate();
    }
  };

  const request = (action: TStatusAction, simulation: TSimulationSummary) => {
    if (action === 'delete') {
      setDialog({ kind: 'confirm-delete', simulation, open: true });
      return;
    }
    if (action === 'activate') {
      const counts = opts.meta ? licenceCounts(opts.meta, opts.isPb) : null;
      const refusal = counts
        ? licenceRefusal({ isTrial: opts.isTrial, activeCount: counts.active, allowed: counts.allowed })
        : null;
      // A trial client's Activate button is disabled; the server refuses it anyway.
      setDialog(
        refusal === 'no_licence'
          ? { kind: 'licence-full', open: true }
          : { kind: 'confirm-activate', simulation, open: true },
      );
      return;
    }
    void runChange(action, simulation);
  };

  const close = () => setDialog((d) => (d ? { ...d, open: false } : null));
  const isOpen = (kind: TDialog['kind']) => dialog?.open === true && dialog.kind === kind;
  const subject = dialog && dialog.kind !== 'licence-full' ? dialog.simulation : null;
  const confirm = () => {
    if (!dialog || dialog.kind === 'licence-full') return;
    close();
    // The dialog closes at once; the loading overlay covers the call.
    if (dialog.kind === 'confirm-activate') void runChange('activate', dialog.simulation);
    else void runDelete(dialog.simulation);
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={isOpen('licence-full')}
        title={opts.isPb ? M.licenceFullPbTitle : M.licenceFullTitle}
        onClose={close}
      >
        {opts.isPb ? M.licenceFullPb : M.licenceFull}
      </ConfirmDialog>
      <ConfirmDialog
        open={isOpen('confirm-activate')}
        title={ACTION_LABELS.activateTitle(subject?.name ?? '')}
        confirmLabel={ACTION_LABELS.confirmActivate}
        onConfirm={confirm}
        onClose={close}
      >
        {M.activationConfirm}
      </ConfirmDialog>
      <ConfirmDialog
        open={isOpen('confirm-delete')}
        title={ACTION_LABELS.deleteTitle(subject?.name ?? '')}
        confirmLabel={ACTION_LABELS.confirmDelete}
        confirmColor="error"
        onConfirm={confirm}
        onClose={close}
      >
        {M.deleteConfirm}
      </ConfirmDialog>
    </>
  );

  return { request, dialogs };
}
