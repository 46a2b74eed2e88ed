import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { LOADING_LABEL } from './notify.tsx';

/** Centered spinner while a page's code or first data loads. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <CircularProgress aria-label={LOADING_LABEL} />
    </Box>
  );
}
