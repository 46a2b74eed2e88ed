import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '@/api/client.ts';
import { routes } from './routes.tsx';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Any 401 from an authenticated call logs out.
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/logout') void router.navigate('/logout', { replace: true });
  });
  return router;
}
