import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { NOT_FOUND_MESSAGE, PRODUCT_NAME } from '@commonpurse/domain';
import { useSession } from '@/api/session.ts';
import { ROUTE_TITLES } from '@commonpurse/domain/console';
import { SHELL_LABELS } from './strings.ts';

/** The Not Found message inside the signed-in shell (the header shows the route name). */
export function NotFoundContent() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <SearchOff sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ mt: 1, mb: 2 }}>{NOT_FOUND_MESSAGE}</Typography>
      <Link component={RouterLink} to="/dashboard">
        {SHELL_LABELS.goToDashboard}
      </Link>
    </Paper>
  );
}

/** The Not Found page on its own, for guests. */
export function NotFoundPage() {
  const session = useSession();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {ROUTE_TITLES.notFound}
        </Typography>
        <Typography sx={{ mb: 3 }}>{NOT_FOUND_MESSAGE}</Typography>
        <Link component={RouterLink} to={session ? '/dashboard' : '/login'}>
          {session ? SHELL_LABELS.goToDashboard : SHELL_LABELS.goToLogin}
        </Link>
      </Paper>
    </Box>
  );
}
