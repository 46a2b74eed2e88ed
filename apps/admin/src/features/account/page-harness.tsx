import type { ReactNode } from 'react';
import { useMe } from '@/api/users.ts';
import { CurrentUserContext, isCompleteUser } from '@/session/current-user.tsx';
import { renderRoutes } from '@/test/render.tsx';
import { ErrorBanner } from '@/ui/notify.tsx';
import AccountPage from './AccountPage.tsx';

/** What the signed-in shell gives a page: the user loaded by GET users/me, and the error banner. */
function SignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  if (!me.data || !isCompleteUser(me.data)) return null;
  return (
    <CurrentUserContext.Provider value={me.data}>
      <ErrorBanner />
      {children}
    </CurrentUserContext.Provider>
  );
}

/**
 * My Account at /profile without the console's drawer, header and lazy route chunk: the page's own
 * tests check the page; AccountSettingsForm.test keeps one test of the route in the whole console.
 */
export function renderAccountPage() {
  return renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <SignedIn>
            <AccountPage />
          </SignedIn>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/profile',
  );
}
