import { useCurrentUser } from '@/session/current-user.tsx';
import { MarketingPanel, type TPitch } from '@/ui/MarketingPanel.tsx';

/**
 * A whole screen's marketing panel, for a client without the capability the screen needs, with the
 * signed-in account's support contact.
 */
export function CapabilityMarketing({ pitch, showContact }: { pitch: TPitch; showContact?: boolean }) {
  const info = useCurrentUser().navigation.adminInformation;
  return (
    <MarketingPanel
      pitch={pitch}
      headingLevel="h2"
      supportEmail={info.supportEmail}
      supportPhone={info.supportPhone}
      showContact={showContact}
    />
  );
}
