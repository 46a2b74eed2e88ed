import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { impersonate } from '@/api/tokens.ts';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { SHELL_LABELS } from './strings.ts';

/** One request per one-time token, even when React runs the effect twice (StrictMode). */
const takeUps = new Map<string, Promise<unknown>>();

/** /i?token=...: takes up the impersonation token, then replaces the route with /dashboard. */
export function ImpersonatePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failedToken, setFailedToken] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    let takeUp = takeUps.get(token);
    if (!takeUp) {
      takeUp = impersonate(token).then(() => queryClient.clear());
      takeUps.set(token, takeUp);
    }
    takeUp.then(
      () => {
        if (current) void navigate('/dashboard', { replace: true });
      },
      () => {
        if (current) setFailedToken(token);
      },
    );
    return () => {
      current = false;
    };
  }, [token, navigate, queryClient]);

  if (token && failedToken !== token) return <PageLoading fullScreen />;
  return (
    <Box component="main" sx={{ maxWidth: 520, mx: 'auto', mt: 10, px: 2 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {SHELL_LABELS.impersonationFailed}
      </Alert>
      <Link component={RouterLink} to="/login">
        {SHELL_LABELS.goToLogin}
      </Link>
    </Box>
  );
}
