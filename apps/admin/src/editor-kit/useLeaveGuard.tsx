import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { SIMULATION_MESSAGES as M } from '@commonpurse/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { LEAVE_LABELS as EDITOR_LABELS } from './labels.ts';

/**
 * Asks before leaving the editor (another route, a reload, closing the tab) while an optional text has
 * unsaved edits. Moving between the editor's own tabs (paths under basePath) is not leaving.
 */
export function useLeaveGuard(basePath: string) {
  const [unsaved, setUnsavedKeys] = useState<ReadonlySet<string>>(new Set());
  const dirty = unsaved.size > 0;

  const setUnsaved = useCallback((key: string, value: boolean) => {
    setUnsavedKeys((prev) => {
      if (prev.has(key) === value) return prev;
      const next = new Set(prev);
      if (value) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const blocker = useBlocker(
    ({ nextLocation }) =>
      dirty && nextLocation.pathname !== basePath && !nextLocation.pathname.startsWith(`${basePath}/`),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = M.leaveUnsavedOptionalText;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={EDITOR_LABELS.leaveTitle}
      confirmLabel={EDITOR_LABELS.leave}
      cancelLabel={EDITOR_LABELS.stay}
      confirmColor="error"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {M.leaveUnsavedOptionalText}
    </ConfirmDialog>
  );

  return { setUnsaved, dialog };
}
