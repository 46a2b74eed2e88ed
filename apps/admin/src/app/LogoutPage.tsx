import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession, getSession } from '@/api/session.ts';
import { revokeSession } from '@/api/tokens.ts';
import { PageLoading } from '@/ui/PageLoading.tsx';

/** /logout: revoke on the server (best effort), forget the session and the cache, then /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const session = getSession();
    if (session) void revokeSession(session);
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
  return <PageLoading fullScreen />;
}
