import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { TooltipButton } from '@/ui/TooltipButton.tsx';

export interface TRowActionProps {
  label: string;
  icon: ReactNode;
  /** Why the action is not available: the button stays focusable, disabled, with this tooltip. */
  refusal?: string | null;
  onClick(): void;
}

/** An icon action of a table row (edit, delete...), named by its label and shown as its tooltip. */
export function RowAction({ label, icon, refusal, onClick }: TRowActionProps) {
  if (refusal) {
    return (
      <TooltipButton
        tooltip={refusal}
        disabled
        aria-label={label}
        sx={{ minWidth: 0, p: 1, borderRadius: '50%' }}
      >
        {icon}
      </TooltipButton>
    );
  }
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
