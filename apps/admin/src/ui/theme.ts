import { createTheme } from '@mui/material/styles';

/**
 * Deep civic blue on white: 8.3:1 for white text on primary, 7:1+ for primary text on the page
 * background (WCAG 2.1 AA needs 4.5:1). Filled alerts use error/success mains that keep 4.5:1 with white.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1a4f8b', contrastText: '#ffffff' },
    secondary: { main: '#0b6e4f', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4a5563' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.5rem', fontWeight: 600 },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
    h3: { fontSize: '1.1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#dde2ea' } } },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});

/**
 * The theme for a user whose system asks for reduced motion (prefers-reduced-motion: reduce, WCAG 2.3.3):
 * dialogs, menus, snackbars, tooltips and collapses open and close at once instead of fading, growing or
 * sliding, and colours change without a transition. The public site honours the same setting in its CSS.
 */
export const reducedMotionTheme = createTheme(theme, {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
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
});

/** The console's theme for the user's motion setting, read once at start. */
export const themeForMotion = (prefersReducedMotion: boolean) =>
  prefersReducedMotion ? reducedMotionTheme : theme;
