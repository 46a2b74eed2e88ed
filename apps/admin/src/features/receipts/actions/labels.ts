import { STATUS_ACTION_LABELS } from '@/ui/list/status-action-labels.ts';

// A receipt's actions, on the list's rows and in the editor: the lists' shared words, and the OK of the
// licence-full dialog.

export const ACTION_LABELS = { ...STATUS_ACTION_LABELS, ok: 'OK' } as const;
