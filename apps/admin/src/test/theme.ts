import { createTheme } from '@mui/material/styles';
import { theme } from '@/ui/theme.ts';

/**
 * The console's theme without motion, for jsdom: transitions last 0 ms (a dialog, menu or tooltip opens
 * and closes at once instead of after its timer) and buttons draw no ripple (a span and timers per
 * click). What renders is otherwise the app's theme.
 */
export const testTheme = createTheme(theme, {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
