import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { SIMULATION_MESSAGES as M } from '@commonpurse/domain';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { LEAVE_LABELS as EDITOR_LABELS } from './labels.ts';

/**
 * Asks before leaving the editor (another route, a reload, closing the tab) while an optional text has
 * unsaved edits. Moving between the editor's own tabs (paths under basePath) is not leaving. `question`
 * words what would be lost (by default an optional text).
 */
export function useLeaveGuard(basePath: string, question: string = M.leaveUnsavedOptionalText) {
  const [unsaved, setUnsavedKeys] = useState<ReadonlySet<string>>(new Set());
  const dirty = unsaved.size > 0;
  // Set just before the editor itself navigates away once everything is saved (read at navigation time).
  const released = useRef(false);

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
      !released.current &&
      dirty &&
      nextLocation.pathname !== basePath &&
      !nextLocation.pathname.startsWith(`${basePath}/`),
  );

  /** Lets the next navigation through without asking (the editor saved and leaves on its own). */
  const release = useCallback(() => {
    released.current = true;
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = question;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, question]);

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
      {question}
    </ConfirmDialog>
  );

  return { setUnsaved, release, dialog };
}
