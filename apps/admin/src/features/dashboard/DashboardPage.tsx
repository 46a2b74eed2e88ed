import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { DASHBOARD_EMPTY_MESSAGE } from '@commonpurse/domain';
import { useCurrentUser } from '@/session/current-user.tsx';
import { UpgradeDialog } from '@/ui/UpgradeDialog.tsx';

/** Marketing copy of the disabled dashboard (the spec names the panel, not its words). */
export const ANALYTICS_PITCH = {
  heading: 'See what your residents are telling you',
  intro:
    'Analytics turns every simulation and taxpayer receipt into a clear picture of how residents engage with your budget.',
  points: [
    'Pageviews, submissions and time on site for each simulation',
    'Where residents would increase or decrease spending and revenue',
    'Who took part: age, gender, device, city and how they found you',
    'Referrers, social networks and residents’ comments in one place',
  ],
  cta: 'Upgrade to unlock Analytics',
  disabled: 'Analytics is not included in your plan.',
} as const;

function AnalyticsMarketing() {
  const { navigation } = useCurrentUser();
  const info = navigation.adminInformation;
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }} aria-labelledby="analytics-pitch-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, color: 'text.secondary' }}>
        <LockOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{ANALYTICS_PITCH.disabled}</Typography>
      </Stack>
      <Typography id="analytics-pitch-heading" variant="h2" sx={{ mb: 1.5 }}>
        {ANALYTICS_PITCH.heading}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 640 }}>{ANALYTICS_PITCH.intro}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
        {ANALYTICS_PITCH.points.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <CheckCircleOutline color="success" fontSize="small" sx={{ mt: '2px' }} aria-hidden />
            <Typography>{point}</Typography>
          </Box>
        ))}
      </Box>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {ANALYTICS_PITCH.cta}
      </Button>
      <UpgradeDialog
        open={open}
        onClose={() => setOpen(false)}
        supportEmail={info.supportEmail}
        supportPhone={info.supportPhone}
      />
    </Paper>
  );
}

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
