import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@commonpurse/domain';
import { MarketingPanel } from '@/ui/MarketingPanel.tsx';
import { IMPACTS_PITCH } from './labels.ts';

/** What a client without impacts sees instead of the tab (spec 1 "Impacts tab"), with the upgrade contact. */
export function ImpactsMarketing() {
  return (
    <MarketingPanel
      pitch={IMPACTS_PITCH}
      headingLevel="h3"
      supportEmail={SUPPORT_EMAIL}
      supportPhone={SUPPORT_PHONE}
    />
  );
}
