import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Snackbar from '@mui/material/Snackbar';
import { TIMINGS } from '@commonpurse/domain';

export interface TNotify {
  /**
   * Shows the red error banner (and scrolls the page to the top). With keepOnNavigation the banner
   * survives the next page change: for a page that fails and sends the user elsewhere.
   */
  error(message: string, options?: { keepOnNavigation?: boolean }): void;
  clearError(): void;
  /** What the layout calls on each page change: clears the banner unless it was kept for this change. */
  clearErrorOnNavigation(): void;
  /** Shows the success snackbar for TIMINGS.snackbarMs. */
  success(message: string): void;
  /** Shows the loading overlay until the returned function is called. */
  startLoading(): () => void;
  /** Shows the loading overlay while the promise runs. */
  withLoading<T>(work: Promise<T>): Promise<T>;
}

interface TErrorState {
  message: string | null;
  /** Changes on every error() call, so the same message shown twice scrolls again. */
  serial: number;
  dismiss(): void;
}

const NotifyContext = createContext<TNotify | null>(null);
const ErrorContext = createContext<TErrorState>({ message: null, serial: 0, dismiss: () => undefined });

export const LOADING_LABEL = 'Loading';

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<{ message: string; serial: number; keep: boolean } | null>(null);
  const [success, setSuccess] = useState<{ message: string; serial: number } | null>(null);
  const [loadingCount, setLoadingCount] = useState(0);
  const serial = useRef(0);

  const startLoading = useCallback(() => {
    setLoadingCount((n) => n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setLoadingCount((n) => Math.max(0, n - 1));
    };
  }, []);

  const notify = useMemo<TNotify>(
    () => ({
      error: (message, options) =>
        setError({ message, serial: ++serial.current, keep: options?.keepOnNavigation === true }),
      clearError: () => setError(null),
      clearErrorOnNavigation: () =>
        setError((current) => (current?.keep ? { ...current, keep: false } : null)),
      success: (message) => setSuccess({ message, serial: ++serial.current }),
      startLoading,
      withLoading: async (work) => {
        const stop = startLoading();
        try {
          return await work;
        } finally {
          stop();
        }
      },
    }),
    [startLoading],
  );

  const errorState = useMemo<TErrorState>(
    () => ({ message: error?.message ?? null, serial: error?.serial ?? 0, dismiss: () => setError(null) }),
    [error],
  );

  return (
    <NotifyContext.Provider value={notify}>
      <ErrorContext.Provider value={errorState}>
        {children}
        <Snackbar
          key={success?.serial}
          open={success !== null}
          autoHideDuration={TIMINGS.snackbarMs}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') setSuccess(null);
          }}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert severity="success" variant="filled" role="status" onClose={() => setSuccess(null)}>
            {success?.message}
          </Alert>
        </Snackbar>
        <Backdrop
          open={loadingCount > 0}
          sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff' }}
          // MUI hides the backdrop from assistive technology; the overlay's spinner must be announced.
          slotProps={{ root: { 'aria-hidden': false, 'aria-busy': true } }}
        >
          <CircularProgress color="inherit" aria-label={LOADING_LABEL} />
        </Backdrop>
      </ErrorContext.Provider>
    </NotifyContext.Provider>
  );
}

export function useNotify(): TNotify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotifyProvider');
  return notify;
}

/** The dismissible red banner of the page; the layout places it above the page content. */
export function ErrorBanner() {
  const { message, serial, dismiss } = useContext(ErrorContext);
  useEffect(() => {
    if (serial > 0) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [serial]);
  return (
    <Collapse in={message !== null} unmountOnExit>
      <Alert severity="error" variant="filled" onClose={dismiss} sx={{ mb: 2 }}>
        {message}
      </Alert>
    </Collapse>
  );
}
