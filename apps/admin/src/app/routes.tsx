import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { useSession } from '@/api/session.ts';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { ANALYTICS_PANELS } from './analytics-panels.tsx';
import { EDITOR_TAB_PANELS, RECEIPT_HISTORY_PANEL, RECEIPT_SPENDING_PANEL } from './editor-tabs.tsx';
import { GuestOnly, RequireAuth, RootRedirect } from '@/session/guards.tsx';
import { ImpersonatePage } from './ImpersonatePage.tsx';
import { LogoutPage } from './LogoutPage.tsx';
import { NotFoundContent, NotFoundPage } from './NotFoundPage.tsx';
import { AppLayout, SimulationEditorPage, SimulationListPage } from './route-chunks.tsx';
import { useDocumentTitle, type TRouteHandle } from './route-title.ts';
import { ROUTE_TITLES } from '@commonpurse/domain/console';

// Everything behind sign-in (and each guest page) is its own chunk: the login page stays light.
const LoginPage = lazy(() => import('@/features/auth/LoginPage.tsx'));
const ForgotPage = lazy(() => import('@/features/auth/ForgotPage.tsx'));
const ResetPage = lazy(() => import('@/features/auth/ResetPage.tsx'));
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage.tsx'));
const HelpPage = lazy(() => import('@/features/help/HelpPage.tsx'));
const AccountPage = lazy(() => import('@/features/account/AccountPage.tsx'));
const ReceiptListPage = lazy(() => import('@/features/receipts/list/ReceiptListPage.tsx'));
const ReceiptEditorPage = lazy(() => import('@/features/receipts/editor/ReceiptEditorPage.tsx'));
const AuditPage = lazy(() => import('@/features/audit/AuditPage.tsx'));
const MeetingsPage = lazy(() => import('@/features/meetings/list/MeetingsPage.tsx'));
const MeetingEditorPage = lazy(() => import('@/features/meetings/editor/MeetingEditorPage.tsx'));
const VoterCodeSheetPage = lazy(() => import('@/features/ballots/VoterCodeSheetPage.tsx'));
const AnalyticsPage = lazy(() => import('@/features/analytics/AnalyticsPage.tsx'));
const CategoryAnalyticsPage = lazy(() => import('@/features/category-analytics/CategoryAnalyticsPage.tsx'));
const SubcategoryAnalyticsPage = lazy(
  () => import('@/features/category-analytics/SubcategoryAnalyticsPage.tsx'),
);

const title = (name: string): TRouteHandle => ({ title: name });

function RootFrame() {
  useDocumentTitle();
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** Unknown paths: inside the shell for a signed-in user, on their own for a guest. */
function SessionAwareFrame() {
  const session = useSession();
  return session ? <AppLayout /> : <Outlet />;
}

function SessionAwareNotFound() {
  const session = useSession();
  return session ? <NotFoundContent /> : <NotFoundPage />;
}

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage />, handle: title(ROUTE_TITLES.login) },
          { path: 'forgot', element: <ForgotPage />, handle: title(ROUTE_TITLES.forgot) },
          { path: 'reset', element: <ResetPage />, handle: title(ROUTE_TITLES.reset) },
        ],
      },
      { path: 'i', element: <ImpersonatePage />, handle: title(ROUTE_TITLES.impersonate) },
      { path: 'logout', element: <LogoutPage />, handle: title(ROUTE_TITLES.logout) },
      {
        element: <RequireAuth />,
        children: [
          // A printable sheet, opened in its own window: no shell around it.
          {
            path: 'pb/:id/voter-codes/print',
            element: <VoterCodeSheetPage />,
            handle: title(ROUTE_TITLES.voterCodeSheet),
          },
          {
            element: <AppLayout />,
            children: [
              { path: 'dashboard', element: <DashboardPage />, handle: title(ROUTE_TITLES.dashboard) },
              { path: 'help', element: <HelpPage />, handle: title(ROUTE_TITLES.help) },
              { path: 'profile', element: <AccountPage />, handle: title(ROUTE_TITLES.profile) },
              {
                path: 'simulations',
                element: <SimulationListPage key="simulations" isPb={false} />,
                handle: title(ROUTE_TITLES.simulations),
              },
              {
                path: 'simulations/:id/:tab?',
                element: <SimulationEditorPage key="simulation" isPb={false} panels={EDITOR_TAB_PANELS} />,
                handle: title(ROUTE_TITLES.editSimulation),
              },
              {
                path: 'pb',
                element: <SimulationListPage key="pb" isPb />,
                handle: title(ROUTE_TITLES.prioritizations),
              },
              {
                path: 'pb/:id',
                element: <SimulationEditorPage key="pb" isPb panels={EDITOR_TAB_PANELS} />,
                handle: title(ROUTE_TITLES.editPrioritization),
              },
              {
                path: 'analytics/:id?',
                element: <AnalyticsPage panels={ANALYTICS_PANELS} />,
                handle: title(ROUTE_TITLES.analytics),
              },
              {
                path: 'analytics/:simulationId/category/:id',
                element: <CategoryAnalyticsPage />,
                handle: title(ROUTE_TITLES.categoryAnalytics),
              },
              {
                path: 'analytics/:simulationId/category/:categoryId/subcategory/:id',
                element: <SubcategoryAnalyticsPage />,
                handle: title(ROUTE_TITLES.subcategoryAnalytics),
              },
              { path: 'receipts', element: <ReceiptListPage />, handle: title(ROUTE_TITLES.receipts) },
              {
                path: 'receipts/:id',
                element: (
                  <ReceiptEditorPage
                    SpendingPanel={RECEIPT_SPENDING_PANEL}
                    HistoryPanel={RECEIPT_HISTORY_PANEL}
                  />
                ),
                handle: title(ROUTE_TITLES.editReceipt),
              },
              { path: 'meetings', element: <MeetingsPage />, handle: title(ROUTE_TITLES.meetings) },
              { path: 'audit', element: <AuditPage />, handle: title(ROUTE_TITLES.audit) },
              {
                path: 'meetings/:id',
                element: <MeetingEditorPage />,
                handle: title(ROUTE_TITLES.editMeeting),
              },
            ],
          },
        ],
      },
      {
        element: <SessionAwareFrame />,
        children: [{ path: '*', element: <SessionAwareNotFound />, handle: title(ROUTE_TITLES.notFound) }],
      },
    ],
  },
];
