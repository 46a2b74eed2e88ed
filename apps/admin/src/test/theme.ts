import { createTheme } from '@mui/material/styles';
import { reducedMotionTheme } from '@/ui/theme.ts';

/**
 * The console's theme without motion, for jsdom: the reduced-motion theme (transitions last 0 ms: a
 * dialog, menu or tooltip opens and closes at once instead of after its timer), and buttons draw no
 * ripple (a span and timers per click). What renders is otherwise the app's theme.
 */
export const testTheme = createTheme(reducedMotionTheme, {
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
