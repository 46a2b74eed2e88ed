import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { SupportContactList, UPGRADE_LABELS, UpgradeDialog } from '@/ui/UpgradeDialog.tsx';

/** The words of a capability's marketing panel (the spec names the panels, not their words). */
export interface TPitch {
  heading: string;
  intro: string;
  points: readonly string[];
  cta: string;
  /** Said first, by the lock: what the plan lacks. */
  disabled: string;
}

/** What a client without a capability sees instead of its screen or tab, with the upgrade contact. */
export function MarketingPanel({
  pitch,
  headingLevel,
  supportEmail,
  supportPhone,
  showContact = false,
}: {
  pitch: TPitch;
  /** h2 for a whole screen, h3 inside an editor tab. */
  headingLevel: 'h2' | 'h3';
  supportEmail: string;
  supportPhone: string;
  /** Lists the support contact under the button too (a whole screen's panel). */
  showContact?: boolean;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 3, sm: 5 } }} aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, color: 'text.secondary' }}>
        <LockOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{pitch.disabled}</Typography>
      </Stack>
      <Typography id={headingId} variant={headingLevel} component={headingLevel} sx={{ mb: 1.5 }}>
        {pitch.heading}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 640 }}>{pitch.intro}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
        {pitch.points.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <CheckCircleOutline color="success" fontSize="small" sx={{ mt: '2px' }} aria-hidden />
            <Typography>{point}</Typography>
          </Box>
        ))}
      </Box>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {pitch.cta}
      </Button>
      {showContact && (
        <Box sx={{ mt: 3 }}>
          <Typography sx={{ mb: 0.5 }}>{UPGRADE_LABELS.contact}</Typography>
          <SupportContactList email={supportEmail} phone={supportPhone} />
        </Box>
      )}
      <UpgradeDialog
        open={open}
        onClose={() => setOpen(false)}
        supportEmail={supportEmail}
        supportPhone={supportPhone}
      />
    </Paper>
  );
}
