import type { ComponentProps } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export type TTooltipButtonProps = ComponentProps<typeof Button> & {
  /** Shown on hover and focus, and read as the button's description. */
  tooltip: string;
};

/**
 * A button with a tooltip that still explains itself when disabled. A natively disabled button takes
 * neither pointer nor keyboard focus, so its tooltip would never show: a disabled TooltipButton stays
 * focusable, says aria-disabled, looks disabled and ignores clicks.
 */
export function TooltipButton({ tooltip, disabled, onClick, sx, ...button }: TTooltipButtonProps) {
  return (
    <Tooltip title={tooltip} describeChild arrow>
      <Button
        {...button}
        {...(disabled
          ? {
              'aria-disabled': true,
              className: 'Mui-disabled',
              disableRipple: true,
              href: undefined,
              onClick: (event: { preventDefault(): void }) => event.preventDefault(),
              sx: [
                { '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } },
                ...(Array.isArray(sx) ? sx : [sx]),
              ],
            }
          : { onClick, sx })}
      />
    </Tooltip>
  );
}
