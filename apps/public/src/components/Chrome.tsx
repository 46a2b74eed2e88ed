import { useIntl } from 'react-intl';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { pageMessages } from '../i18n/messages.ts';
import { RichText } from './RichText.tsx';

export const MAIN_ID = 'main';

export function SkipLink() {
  const intl = useIntl();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {intl.formatMessage(pageMessages.skipToContent)}
    </a>
  );
}

/** Staff opened a preview link: said at the top of every screen, since nothing here is recorded. */
export function PreviewBanner() {
  const intl = useIntl();
  return (
    <div className="preview-banner" role="note">
      <strong>{intl.formatMessage(pageMessages.preview)}</strong>{' '}
      <span>{intl.formatMessage(pageMessages.previewText)}</span>
    </div>
  );
}

/** The publisher's name or logo, linked to its own site when it gave one. */
export function ClientBar({ client }: { client: TPublicSimulation['client'] }) {
  const logo = client.logo_url ? (
    <img className="client-logo" src={client.logo_url} alt={client.name} />
  ) : null;
  return (
    <div className="client-bar">
      {client.logo_outbound_link ? (
        <a href={client.logo_outbound_link} className="client-link">
          {logo ?? client.name}
        </a>
      ) : (
        (logo ?? <span className="client-name">{client.name}</span>)
      )}
    </div>
  );
}

/**
 * The publisher's bar, the meeting's name in a meeting's view, the header image (decorative: the
 * heading below names the page) and header HTML.
 */
export function PageHeader({ sim, meetingName }: { sim: TPublicSimulation; meetingName?: string | null }) {
  return (
    <header className="site-header">
      {sim.preview && <PreviewBanner />}
      <ClientBar client={sim.client} />
      {meetingName && <p className="meeting-name">{meetingName}</p>}
      {sim.header_image_url && (
        <div className="header-image">
          <img src={sim.header_image_url} alt="" />
        </div>
      )}
      <RichText html={sim.custom_header_html} className="custom-header" />
    </header>
  );
}

/** Disclaimers (revenue and general) unless the simulation hides the footer. */
export function PageFooter({ sim }: { sim: TPublicSimulation }) {
  if (sim.settings.is_footer_hidden) return null;
  const any = [sim.revenue_disclaimer, sim.general_disclaimer].some((html) => html && html.trim());
  if (!any) return null;
  return (
    <footer className="site-footer">
      <RichText html={sim.revenue_disclaimer} />
      <RichText html={sim.general_disclaimer} />
    </footer>
  );
}
