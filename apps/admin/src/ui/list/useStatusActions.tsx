import { useState } from 'react';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { useNotify } from '@/ui/notify.tsx';
import { UpgradeDialog } from '@/ui/UpgradeDialog.tsx';

export type TStatusAction = 'activate' | 'deactivate' | 'archive' | 'unarchive' | 'delete';
export type TStatusChange = Exclude<TStatusAction, 'delete'>;

/** What a status change sends and says: its target, its success message and its failure text. */
export interface TChangeWording<TTarget extends string> {
  to: TTarget;
  ok: string;
  failure(error: unknown): string;
}

/** Why activation cannot be asked for: no licence free, or an account that must upgrade first. */
export type TActivationBlock = 'licence-full' | { upgrade: string } | null;

export interface TStatusActionsConfig<TTarget extends string> {
  /** Each change of status (unarchive is a deactivation: its target is inactive). */
  changes: Record<TStatusChange, TChangeWording<TTarget>>;
  changeStatus(id: number, to: TTarget): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  deleted: string;
  deleteFailure(error: unknown): string;
  /** Reloads the lists after any change, done or refused (unless the calls do so themselves). */
  invalidate?(): Promise<unknown>;
  /** Called once a status change has succeeded (an editor leaves for the list after activation). */
  onChanged?(action: TStatusChange): void;
  /** Asked when Activate is pressed, before the confirmation. */
  activationBlock(): TActivationBlock;
  texts: {
    licenceFullTitle: string;
    licenceFull: string;
    /** The licence-full dialog's one button (default 'Close'). */
    licenceFullClose?: string;
    activateTitle(name: string): string;
    activationConfirm: string;
    confirmActivate: string;
    deleteTitle(name: string): string;
    deleteConfirm: string;
    confirmDelete: string;
  };
  support: { email: string; phone: string };
}

interface TRow {
  id: number;
  name: string;
}

type TDialog<T> =
  | { kind: 'licence-full' }
  | { kind: 'upgrade'; reason: string }
  | { kind: 'confirm-activate'; row: T }
  | { kind: 'confirm-delete'; row: T };

/**
 * Status changes and deletion from a list: activation checks the licence count (and the account) first,
 * then asks; deletion asks first; results go to the snackbar or the red banner, and the lists reload.
 */
export function useStatusActions<T extends TRow, TTarget extends string>(
  config: TStatusActionsConfig<TTarget>,
) {
  const notify = useNotify();
  // The last dialog stays in state while it closes, so its title does not change during the animation.
  const [dialog, setDialog] = useState<(TDialog<T> & { open: boolean }) | null>(null);

  /** Answers whether the work succeeded. */
  const run = async (work: () => Promise<unknown>, ok: string, failure: (error: unknown) => string) => {
    notify.clearError();
    try {
      await notify.withLoading(work());
      notify.success(ok);
      return true;
    } catch (error) {
      notify.error(failure(error));
      return false;
    } finally {
      await config.invalidate?.();
    }
  };
  const runChange = async (action: TStatusChange, row: T) => {
    const change = config.changes[action];
    if (await run(() => config.changeStatus(row.id, change.to), change.ok, change.failure))
      config.onChanged?.(action);
  };
  const runDelete = (row: T) => run(() => config.remove(row.id), config.deleted, config.deleteFailure);

  const request = (action: TStatusAction, row: T) => {
    if (action === 'delete') {
      setDialog({ kind: 'confirm-delete', row, open: true });
      return;
    }
    if (action === 'activate') {
      const block = config.activationBlock();
      setDialog(
        block === 'licence-full'
          ? { kind: 'licence-full', open: true }
          : block
            ? { kind: 'upgrade', reason: block.upgrade, open: true }
            : { kind: 'confirm-activate', row, open: true },
      );
      return;
    }
    void runChange(action, row);
  };

  const close = () => setDialog((d) => (d ? { ...d, open: false } : null));
  const isOpen = (kind: TDialog<T>['kind']) => dialog?.open === true && dialog.kind === kind;
  const subject = dialog && 'row' in dialog ? dialog.row : null;
  const confirm = () => {
    if (!dialog || !('row' in dialog)) return;
    close();
    // The dialog closes at once; the loading overlay covers the call.
    if (dialog.kind === 'confirm-activate') void runChange('activate', dialog.row);
    else void runDelete(dialog.row);
  };
  const { texts } = config;

  const dialogs = (
    <>
      <ConfirmDialog
        open={isOpen('licence-full')}
        title={texts.licenceFullTitle}
        closeLabel={texts.licenceFullClose}
        onClose={close}
      >
        {texts.licenceFull}
      </ConfirmDialog>
      <UpgradeDialog
        open={isOpen('upgrade')}
        onClose={close}
        supportEmail={config.support.email}
        supportPhone={config.support.phone}
        reason={dialog?.kind === 'upgrade' ? dialog.reason : undefined}
      />
      <ConfirmDialog
        open={isOpen('confirm-activate')}
        title={texts.activateTitle(subject?.name ?? '')}
        confirmLabel={texts.confirmActivate}
        onConfirm={confirm}
        onClose={close}
      >
        {texts.activationConfirm}
      </ConfirmDialog>
      <ConfirmDialog
        open={isOpen('confirm-delete')}
        title={texts.deleteTitle(subject?.name ?? '')}
        confirmLabel={texts.confirmDelete}
        confirmColor="error"
        onConfirm={confirm}
        onClose={close}
      >
        {texts.deleteConfirm}
      </ConfirmDialog>
    </>
  );
  return { request, dialogs };
}
