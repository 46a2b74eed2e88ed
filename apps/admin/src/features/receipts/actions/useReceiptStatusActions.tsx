import {
  activationFailure,
  licenceRefusal,
  RECEIPT_LIST_TEXTS as T,
  RECEIPT_MESSAGES as M,
  type TReceiptCounts,
  type TReceiptStatusTarget,
  type TReceiptSummary,
} from '@commonpurse/domain';
import { describeApiError, statusFailureMessage } from '@/api/errors.ts';
import { ApiError } from '@/api/http.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { useStatusActions, type TStatusChange } from '@/ui/list/useStatusActions.tsx';
import { useChangeReceiptStatus, useDeleteReceipt } from '../api.ts';
import { ACTION_LABELS } from './labels.ts';

const statusErrors = (error: unknown) => (error instanceof ApiError ? (error.errors.status ?? []) : []);
const failure = (prefix: string) => (error: unknown) => statusFailureMessage(prefix, error);

/**
 * A receipt's status changes and deletion (spec 3 sections 4 and 8), from the list or the editor: a trial
 * account is answered by the upgrade prompt, a full licence count by 'No more active taxpayer receipts
 * available', otherwise activation asks first; deletion always asks first. `meta` is the list's licence
 * counter; `onChanged` follows a change that succeeded.
 */
export function useReceiptStatusActions(
  meta: TReceiptCounts | undefined,
  onChanged?: (action: TStatusChange) => void,
) {
  const { client, navigation } = useCurrentUser();
  const change = useChangeReceiptStatus();
  const remove = useDeleteReceipt();
  return useStatusActions<TReceiptSummary, TReceiptStatusTarget>({
    changes: {
      activate: {
        to: 'active',
        ok: M.activated,
        failure: (error) => activationFailure(statusErrors(error)),
      },
      deactivate: { to: 'inactive', ok: M.deactivated, failure: failure(M.deactivateFailed) },
      archive: { to: 'archived', ok: M.archived, failure: failure(M.archiveFailed) },
      unarchive: { to: 'inactive', ok: M.unarchived, failure: failure(M.deactivateFailed) },
    },
    changeStatus: (id, status) => change.mutateAsync({ id, status }),
    remove: (id) => remove.mutateAsync(id),
    deleted: M.deleted,
    deleteFailure: (error) => `${M.requestFailed}${describeApiError(error)}`,
    onChanged,
    activationBlock: () => {
      const refusal = licenceRefusal({
        isTrial: client.capabilities.is_trial,
        activeCount: meta?.active_count ?? 0,
        allowed: meta?.allowed_count ?? Number.POSITIVE_INFINITY,
      });
      if (refusal === 'trial') return { upgrade: T.trialCannotActivate };
      return refusal === 'no_licence' ? 'licence-full' : null;
    },
    texts: {
      licenceFullTitle: M.licenceFullTitle,
      licenceFull: T.licenceFull,
      licenceFullClose: ACTION_LABELS.ok,
      activateTitle: ACTION_LABELS.activateTitle,
      activationConfirm: T.activationConfirm,
      confirmActivate: ACTION_LABELS.activate,
      deleteTitle: ACTION_LABELS.deleteTitle,
      deleteConfirm: T.deleteConfirm,
      confirmDelete: ACTION_LABELS.delete,
    },
    support: {
      email: navigation.adminInformation.supportEmail,
      phone: navigation.adminInformation.supportPhone,
    },
  });
}
