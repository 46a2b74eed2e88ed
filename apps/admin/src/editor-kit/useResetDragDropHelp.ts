import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { apiFetch } from '@/api/client.ts';

/** The user-meta flag that remembers the drag-and-drop help was shown (decision 0117). */
export const DRAG_DROP_HELP_FLAG = 'drag_drop_help_displayed';

/** Delay before ?reset_drag_drop_help resets the drag-and-drop help flag. */
const RESET_DRAG_DROP_HELP_DELAY_MS = 1_000;

/** The one-time drag-and-drop help shows again. */
export const resetDragDropHelp = () =>
  apiFetch<unknown>(`/v1/users/me/meta/${DRAG_DROP_HELP_FLAG}`, {
    method: 'PUT',
    body: { value: 'false' },
  });

/** ?reset_drag_drop_help=1 on an editor's address re-enables the help after a second. */
export function useResetDragDropHelp() {
  const [params] = useSearchParams();
  const flag = params.get('reset_drag_drop_help');
  const reset = flag !== null && flag !== '0' && flag !== 'false';
  useEffect(() => {
    if (!reset) return;
    const timer = setTimeout(
      () => void resetDragDropHelp().catch(() => undefined),
      RESET_DRAG_DROP_HELP_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [reset]);
}
