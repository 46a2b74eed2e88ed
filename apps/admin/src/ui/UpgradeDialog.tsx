import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { UPGRADE_BOX_TEXT } from '@commonpurse/domain';

export const UPGRADE_LABELS = {
  button: 'Upgrade',
  title: 'Upgrade your plan',
  contact: 'Contact our team to upgrade your plan:',
  email: 'E-mail',
  phone: 'Phone',
  close: 'Close',
} as const;

export interface TUpgradeDialogProps {
  open: boolean;
  onClose(): void;
  supportEmail: string;
  supportPhone: string;
  /** Why the prompt shows (a refused action), said before the upgrade pitch. */
  reason?: string;
}

/** The support team's e-mail and phone, as links. */
export function SupportContactList({ email, phone }: { email: string; phone: string }) {
  return (
    <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
      <li>
        {UPGRADE_LABELS.email}: <Link href={`mailto:${email}`}>{email}</Link>
      </li>
      <li>
        {UPGRADE_LABELS.phone}: <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
      </li>
    </Box>
  );
}

/** The upgrade prompt with the contact details (spec 2, application shell). */
export function UpgradeDialog({ open, onClose, supportEmail, supportPhone, reason }: TUpgradeDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="upgrade-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="upgrade-dialog-title">{UPGRADE_LABELS.title}</DialogTitle>
      <DialogContent>
        {reason && <DialogContentText sx={{ mb: 2 }}>{reason}</DialogContentText>}
        <DialogContentText sx={{ mb: 2 }}>{UPGRADE_BOX_TEXT}.</DialogContentText>
        <DialogContentText>{UPGRADE_LABELS.contact}</DialogContentText>
        <DialogContentText component="div">
          <SupportContactList email={supportEmail} phone={supportPhone} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{UPGRADE_LABELS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
