import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@/ui/ConfirmDialog.tsx';
import { DRAG_DROP_HELP_FLAG } from '@/editor-kit/useResetDragDropHelp.ts';
import { fetchUserMeta, setUserMeta, userMetaKey } from '@/api/user-meta.ts';
import { STRUCTURE_LABELS as L } from './labels.ts';

/** Offers the one-time drag-and-drop help: shown once per user and client, then never again. */
export function useDragDropHelp() {
  const meta = useQuery({
    queryKey: userMetaKey,
    queryFn: ({ signal }) => fetchUserMeta(signal),
  });
  const [open, setOpen] = useState(false);
  const seen = meta.data?.[DRAG_DROP_HELP_FLAG] === 'true';

  const offer = useCallback(() => {
    if (!meta.data || seen) return;
    setOpen(true);
    void setUserMeta(DRAG_DROP_HELP_FLAG, 'true').then(
      () => meta.refetch(),
      () => undefined,
    );
  }, [meta, seen]);

  return useMemo(() => ({ open, offer, close: () => setOpen(false) }), [open, offer]);
}

export function DragDropHelp({ help }: { help: ReturnType<typeof useDragDropHelp> }) {
  return (
    <ConfirmDialog
      open={help.open}
      title={L.dragHelpTitle}
      cancelLabel={L.dragHelpClose}
      onClose={help.close}
    >
      <DragDropPicture />
      {L.dragHelpBody}
    </ConfirmDialog>
  );
}

/** A small drawing of a row being dragged by its handle into place. */
function DragDropPicture() {
  return (
    <svg
      viewBox="0 0 320 120"
      width="100%"
      role="img"
      aria-label={L.dragHelpTitle}
      style={{ display: 'block', marginBottom: 12 }}
    >
      <rect x="10" y="10" width="300" height="28" rx="4" fill="#eef2f7" stroke="#c5cfdb" />
      <rect x="10" y="82" width="300" height="28" rx="4" fill="#eef2f7" stroke="#c5cfdb" />
      <rect x="30" y="44" width="300" height="30" rx="4" fill="#fff" stroke="#1565c0" strokeWidth="2" />
      {[0, 1, 2].map((row) =>
        [0, 1].map((col) => (
          <circle key={`${row}${col}`} cx={44 + col * 6} cy={52 + row * 7} r="2" fill="#1565c0" />
        )),
      )}
      <rect x="64" y="54" width="120" height="10" rx="3" fill="#90a4ae" />
      <path
        d="M300 24 C 330 40, 330 60, 318 66"
        fill="none"
        stroke="#1565c0"
        strokeWidth="2"
        markerEnd="url(#arrow)"
      />
      <defs>
        <marker id="arrow" markerWidth="8" markerHeight="8" refX="4" refY="4" orient="auto">
          <path d="M0,0 L8,4 L0,8 z" fill="#1565c0" />
        </marker>
      </defs>
    </svg>
  );
}
