import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { SHELL_LABELS } from './strings.ts';

/** Always visible while a superadmin acts as another user. */
export function ImpersonationBanner({ name, email }: { name: string; email: string }) {
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 2, border: 1, borderColor: 'warning.main' }}
      action={
        <Button component={RouterLink} to="/logout" color="inherit" size="small" variant="outlined">
          {SHELL_LABELS.endImpersonation}
        </Button>
      }
    >
      <strong>{SHELL_LABELS.impersonating(name, email)}</strong>
    </Alert>
  );
}

/** Trial accounts: the upgrade prompt with the contact details. */
export function TrialNotice({ email, phone }: { email: string; phone: string }) {
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {SHELL_LABELS.trialNotice} <Link href={`mailto:${email}`}>{email}</Link> {SHELL_LABELS.or}{' '}
      <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>.
    </Alert>
  );
}
