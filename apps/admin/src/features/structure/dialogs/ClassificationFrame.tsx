import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '@/editor-kit/DialogFrame.tsx';
import { DIALOG_LABELS as L } from './labels.ts';

/** The shell of the classification dialogs: loading, load failure and the failed saves' list. */
export function ClassificationFrame({
  title,
  onClose,
  onSubmit,
  busy,
  loading,
  loadFailed,
  failures,
  children,
}: {
  title: string;
  onClose(): void;
  onSubmit(): void;
  busy: boolean;
  loading: boolean;
  loadFailed: boolean;
  failures: string[];
  children: ReactNode;
}) {
  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      width={700}
      problem={loadFailed && L.classificationLoadFailed}
      save={{
        saving: busy,
        error: failures.length > 0 && (
          <>
            <AlertTitle>{L.classificationSaveFailed}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </Box>
          </>
        ),
      }}
    >
      {loading ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{L.classificationLoading}</Typography>
        </Stack>
      ) : (
        !loadFailed && children
      )}
      {!loading && !loadFailed && busy && <Alert severity="info">{L.classificationSaving}</Alert>}
    </DialogFrame>
  );
}
