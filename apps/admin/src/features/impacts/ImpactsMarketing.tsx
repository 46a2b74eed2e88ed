import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@commonpurse/domain';
import { UpgradeDialog } from '@/ui/UpgradeDialog.tsx';
import { IMPACTS_PITCH as P } from './labels.ts';

/** What a client without impacts sees instead of the tab (spec 1 "Impacts tab"), with the upgrade contact. */
export function ImpactsMarketing() {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 3, sm: 5 } }} aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, color: 'text.secondary' }}>
        <LockOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{P.disabled}</Typography>
      </Stack>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {P.heading}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 640 }}>{P.intro}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
        {P.points.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <CheckCircleOutline color="success" fontSize="small" sx={{ mt: '2px' }} aria-hidden />
            <Typography>{point}</Typography>
          </Box>
        ))}
      </Box>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {P.cta}
      </Button>
      <UpgradeDialog
        open={open}
        onClose={() => setOpen(false)}
        supportEmail={SUPPORT_EMAIL}
        supportPhone={SUPPORT_PHONE}
      />
    </Paper>
  );
}
