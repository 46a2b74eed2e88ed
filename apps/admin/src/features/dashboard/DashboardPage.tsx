import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { DASHBOARD_EMPTY_MESSAGE } from '@commonpurse/domain';
import { useCurrentUser } from '@/session/current-user.tsx';
import { AnalyticsMarketing } from '@/ui/AnalyticsMarketing.tsx';

function EmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <InsightsOutlined sx={{ fontSize: 56, color: 'primary.main', opacity: 0.8 }} aria-hidden />
      <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 560, fontSize: '1.05rem' }}>
        {DASHBOARD_EMPTY_MESSAGE}
      </Typography>
    </Paper>
  );
}

/**
 * /dashboard. Until the simulation and analytics areas exist there is no data to show, so a client with
 * analytics sees the empty state and one without sees the disabled screen's marketing panel.
 */
export default function DashboardPage() {
  const { client } = useCurrentUser();
  return client.capabilities.analytics ? <EmptyState /> : <AnalyticsMarketing />;
}
