import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Navigate, Link as RouterLink } from 'react-router';
import { ITEM_ANALYTICS_LABELS as L } from '@commonpurse/domain/analytics';
import { ApiError } from '@/api/http.ts';
import { useCurrentUser } from '@/session/current-user.tsx';
import { AnalyticsMarketing } from '@/ui/AnalyticsMarketing.tsx';
import { PageLoading } from '@/ui/PageLoading.tsx';

export interface TCrumb {
  label: string;
  to: string;
}

/** The printed report: the page's figures without its buttons, nor the console's header and menu. */
const printStyles = (
  <GlobalStyles
    styles={{ '@media print': { '.no-print, .MuiAppBar-root, body aside': { display: 'none !important' } } }}
  />
);

/** The page's breadcrumbs (links, then the page's own name as its heading) and its print button. */
export function PageHeader({ crumbs, title }: { crumbs: TCrumb[]; title: string }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
    >
      {printStyles}
      <div>
        <Breadcrumbs aria-label={L.breadcrumbs}>
          {crumbs.map((crumb) => (
            <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover">
              {crumb.label}
            </Link>
          ))}
          <Typography component="h2" variant="h4" color="text.primary" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
      </div>
      <Button
        className="no-print"
        variant="outlined"
        startIcon={<PrintOutlined />}
        onClick={() => window.print()}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
      >
        {L.printReport}
      </Button>
    </Stack>
  );
}

/** The analytics capability and the route's ids come first: without them, no call is made. */
export function AnalyticsGuard<T>({ ids, children }: { ids: T | null; children: (ids: T) => ReactNode }) {
  const { client } = useCurrentUser();
  if (!client.capabilities.analytics) return <AnalyticsMarketing />;
  if (!ids) return <Navigate to="/analytics" replace />;
  return children(ids);
}

/**
 * A loading figure set: /analytics for an unknown category or subcategory (the API's 404, spec 2 section
 * 8), a banner on other failures, the figures once loaded.
 */
export function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <Navigate to="/analytics" replace />;
    return <Alert severity="error">{L.loadFailed}</Alert>;
  }
  if (query.data === undefined) return <PageLoading />;
  return children(query.data);
}
