import Stack from '@mui/material/Stack';
import { useCurrentUser } from '@/session/current-user.tsx';
import { AccountSettingsForm } from './AccountSettingsForm.tsx';
import { IntegrationSection } from './IntegrationSection.tsx';

/** /profile, 'My Account': the settings form, then the integration token when the plan allows it. */
export default function AccountPage() {
  const { client } = useCurrentUser();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <AccountSettingsForm />
      {client.capabilities.integrations && <IntegrationSection />}
    </Stack>
  );
}
