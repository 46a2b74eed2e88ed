import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useCurrentUser } from '@/session/current-user.tsx';
import { UpgradeDialog } from '@/ui/UpgradeDialog.tsx';

// The disabled dashboard and analytics screens show this panel (spec 2: without the analytics capability).

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

/** The marketing panel of the screens the analytics capability unlocks. */
export function AnalyticsMarketing() {
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
