import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import Upgrade from '@mui/icons-material/Upgrade';
import { useMe } from '@/api/users.ts';
import { useSession } from '@/api/session.ts';
import { ErrorBanner, useNotify } from '@/ui/notify.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { UPGRADE_LABELS, UpgradeDialog } from '@/ui/UpgradeDialog.tsx';
import { PageVisitsProvider } from '@/ui/help/page-visits.tsx';
import { CurrentUserContext, isCompleteUser, type TCurrentUser } from '@/session/current-user.tsx';
import { NavDrawerContent } from './NavDrawer.tsx';
import { HelpMenu, UserMenu } from './HeaderMenus.tsx';
import { PublisherSelector } from './PublisherSelector.tsx';
import { ImpersonationBanner, TrialNotice } from './Banners.tsx';
import { PrintStyles } from './PrintStyles.tsx';
import { useRouteTitle } from './route-title.ts';
import { SHELL_LABELS } from './strings.ts';

const DRAWER_WIDTH = 264;

function Shell({ user }: { user: TCurrentUser }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const notify = useNotify();
  const session = useSession();
  const { menuItems, headerItems, adminInformation: info } = user.navigation;
  const impersonating = info.isImpersonating || user.is_impersonating || session?.impersonating === true;

  // An error banner belongs to the page that raised it.
  useEffect(() => notify.clearErrorOnNavigation(), [pathname, notify]);

  const drawer = (
    <NavDrawerContent
      menuItems={menuItems}
      showUpgradeBox={info.showUpgradeBox}
      onUpgrade={() => setUpgradeOpen(true)}
      onNavigate={() => setMobileOpen(false)}
      logo={user.client.logo_url ? { url: user.client.logo_url, name: user.client.name } : null}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <PrintStyles />
      <Box
        component="a"
        className="no-print"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: theme.zIndex.tooltip,
          '&:focus': { left: 16, top: 8, p: 1, bgcolor: 'background.paper', borderRadius: 1 },
        }}
      >
        {SHELL_LABELS.skipToContent}
      </Box>
      <AppBar
        position="fixed"
        color="inherit"
        sx={{
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
          {!desktop && (
            <IconButton
              edge="start"
              color="inherit"
              aria-label={SHELL_LABELS.openNavigation}
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h1"
            noWrap
            sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1.2rem', sm: '1.5rem' } }}
          >
            {title}
          </Typography>
          {info.isTrial &&
            (compact ? (
              <IconButton
                color="secondary"
                aria-label={UPGRADE_LABELS.button}
                onClick={() => setUpgradeOpen(true)}
              >
                <Upgrade />
              </IconButton>
            ) : (
              <Button variant="contained" color="secondary" size="small" onClick={() => setUpgradeOpen(true)}>
                {UPGRADE_LABELS.button}
              </Button>
            ))}
          {info.useNewNavigation && (
            <PublisherSelector
              activeClientId={user.client.id}
              activeClientName={user.client.name}
              compact={compact}
            />
          )}
          {info.useNewNavigation && <HelpMenu items={headerItems.filter((item) => item.kind === 'help')} />}
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            title={info.companyName}
            sx={{ display: { xs: 'none', lg: 'block' }, maxWidth: 260 }}
          >
            {SHELL_LABELS.administratorFor(info.companyName)}
          </Typography>
          <UserMenu
            firstName={user.first_name}
            items={headerItems.filter((item) => item.kind !== 'help')}
            compact={compact}
          />
        </Toolbar>
      </AppBar>
      <Box component="aside" className="no-print" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {desktop ? (
          <Drawer
            variant="permanent"
            open
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawer}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawer}
          </Drawer>
        )}
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <Toolbar className="no-print" />
        {impersonating && (
          <ImpersonationBanner name={`${user.first_name} ${user.last_name}`.trim()} email={user.email} />
        )}
        {info.isTrial && <TrialNotice email={info.supportEmail} phone={info.supportPhone} />}
        <ErrorBanner />
        <PageVisitsProvider routeName={title} countVisits={!impersonating}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageVisitsProvider>
      </Box>
      <UpgradeDialog
        open={upgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        supportEmail={info.supportEmail}
        supportPhone={info.supportPhone}
      />
    </Box>
  );
}

/** The signed-in frame: loads the user (with client and navigation), then drawer, header and page. */
export default function AppLayout() {
  const me = useMe();
  if (me.data && isCompleteUser(me.data)) {
    return (
      <CurrentUserContext.Provider value={me.data}>
        <Shell user={me.data} />
      </CurrentUserContext.Provider>
    );
  }
  // Loading the user failed (or it came without its client): the product logs out.
  if (me.isError || me.data) return <Navigate to="/logout" replace />;
  return <PageLoading fullScreen />;
}
