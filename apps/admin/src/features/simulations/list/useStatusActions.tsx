import {
  licenceRefusal,
  SIMULATION_MESSAGES as M,
  type TSimulationCounts,
  type TSimulationSummary,
  type TStatusTarget,
} from '@commonpurse/domain';
import { useInvalidateLists } from '@/api/simulation-cache.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { useStatusActions as useListStatusActions } from '@/ui/list/useStatusActions.tsx';
import { changeStatus, deleteSimulation } from '../api.ts';
import { describeApiError, statusFailureMessage } from '@/api/errors.ts';
import { ACTION_LABELS } from '../labels.ts';
import { licenceCounts } from './list-logic.ts';

export type { TStatusAction } from '@/ui/list/useStatusActions.tsx';

const failure = (prefix: string) => (error: unknown) => statusFailureMessage(prefix, error);

/**
 * Status changes and deletion from the simulation lists: activation checks the licence count of the kind
 * first (the licence-full dialog, else a confirmation). A trial client's Activate button is disabled;
 * the server refuses it anyway.
 */
export function useStatusActions(opts: { isPb: boolean; isTrial: boolean; meta?: TSimulationCounts }) {
  const invalidate = useInvalidateLists();
  const { supportEmail, supportPhone } = useCurrentUser().navigation.adminInformation;
  return useListStatusActions<TSimulationSummary, TStatusTarget>({
    changes: {
      activate: { to: 'active', ok: M.activated, failure: failure(M.activateFailed) },
      deactivate: { to: 'inactive', ok: M.deactivated, failure: failure(M.deactivateFailed) },
      archive: { to: 'archived', ok: M.archived, failure: failure(M.archiveFailed) },
      unarchive: { to: 'inactive', ok: M.unarchived, failure: failure(M.deactivateFailed) },
    },
    changeStatus,
    remove: deleteSimulation,
    deleted: M.deleted,
    deleteFailure: (error) => `${M.requestFailed}${describeApiError(error)}`,
    invalidate,
    activationBlock: () => {
      const counts = opts.meta ? licenceCounts(opts.meta, opts.isPb) : null;
      const refusal = counts
        ? licenceRefusal({ isTrial: opts.isTrial, activeCount: counts.active, allowed: counts.allowed })
        : null;
      return refusal === 'no_licence' ? 'licence-full' : null;
    },
    texts: {
      licenceFullTitle: opts.isPb ? M.licenceFullPbTitle : M.licenceFullTitle,
      licenceFull: opts.isPb ? M.licenceFullPb : M.licenceFull,
      activateTitle: ACTION_LABELS.activateTitle,
      activationConfirm: M.activationConfirm,
      confirmActivate: ACTION_LABELS.confirmActivate,
      deleteTitle: ACTION_LABELS.deleteTitle,
      deleteConfirm: M.deleteConfirm,
      confirmDelete: ACTION_LABELS.confirmDelete,
    },
    support: { email: supportEmail, phone: supportPhone },
  });
}
