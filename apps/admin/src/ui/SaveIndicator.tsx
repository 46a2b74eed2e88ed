import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '@commonpurse/domain';

export type TSaveStatus = 'idle' | 'saving' | 'saved';

export const SAVE_LABELS = { saving: 'Saving…', saved: 'Saved' } as const;

/**
 * Tracks an auto-save: 'saving' while the promise runs, then 'saved' for TIMINGS.savedIndicatorMs.
 * A failed save returns to idle and rethrows, so the caller reports the error.
 */
export function useSaveIndicator() {
  const [status, setStatus] = useState<TSaveStatus>('idle');
  const pending = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const track = useCallback(async <T,>(work: Promise<T>): Promise<T> => {
    clearTimeout(timer.current);
    pending.current += 1;
    setStatus('saving');
    try {
      const result = await work;
      pending.current -= 1;
      if (pending.current === 0) {
        setStatus('saved');
        timer.current = setTimeout(() => setStatus('idle'), TIMINGS.savedIndicatorMs);
      }
      return result;
    } catch (error) {
      pending.current -= 1;
      if (pending.current === 0) setStatus('idle');
      throw error;
    }
  }, []);

  return { status, track };
}

export function SaveIndicator({ status }: { status: TSaveStatus }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 24 }}
    >
      {status === 'saving' && (
        <>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {SAVE_LABELS.saving}
          </Typography>
        </>
      )}
      {status === 'saved' && (
        <>
          <CheckCircleOutline fontSize="small" color="success" aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {SAVE_LABELS.saved}
          </Typography>
        </>
      )}
    </Box>
  );
}
