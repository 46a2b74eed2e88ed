import { useIntl } from 'react-intl';
import { publicMeetingPath, type TMeetingResults } from '@commonpurse/domain/public';
import { MAIN_ID } from '../components/Chrome.tsx';
import { useText } from '../i18n/useText.ts';
import { usePageFormat } from '../i18n/usePageFormat.ts';
import { meetingJoinUrl } from './address.ts';
import { meetingMessages as m } from './messages.ts';
import { QrCode } from './QrCode.tsx';
import { Averages, Participants } from './ResultsParts.tsx';
import { useLiveResults } from './useLiveResults.ts';

/**
 * The facilitator's screen, for a projector (decision 0483): the meeting's name, a QR code of the
 * residents' address while they can join, how many joined and submitted, and the averages, kept live
 * by the meeting's event stream; a link to the printable results (decision 0530).
 */
export function FacilitatorScreen({
  initial,
  subdomain,
  joinUrl = meetingJoinUrl(window.location),
}: {
  initial: TMeetingResults;
  subdomain: string;
  joinUrl?: string;
}) {
  const intl = useIntl();
  const events = publicMeetingPath(subdomain, initial.meeting.id, 'events');
  const { results, status } = useLiveResults(initial, events);
  const format = usePageFormat(results.simulation);
  const participants = useText('meeting_results_participants');
  const averages = useText('meeting_results_averages');
  return (
    <main id={MAIN_ID} className="meeting-screen meeting-facilitator" tabIndex={-1}>
      <header className="meeting-head">
        <p className="meeting-client">{results.simulation.client.name}</p>
        <h1>{results.meeting.name}</h1>
        {/* Present from the start (a live region), empty until the stream first opens. */}
        <p className={`meeting-status meeting-status-${status}`} role="status">
          {status === 'connecting' ? '' : intl.formatMessage(status === 'live' ? m.live : m.reconnecting)}
        </p>
        <p className="meeting-links">
          <a href={`${joinUrl}/results`}>{intl.formatMessage(m.openResults)}</a>
        </p>
      </header>
      <div className="meeting-overview">
        {results.is_active ? (
          <section className="meeting-join" aria-label={intl.formatMessage(m.scanToJoin)}>
            <QrCode
              className="meeting-qr"
              text={joinUrl}
              label={intl.formatMessage(m.qrLabel, { url: joinUrl })}
            />
            <div className="meeting-join-text">
              <p className="meeting-scan">{intl.formatMessage(m.scanToJoin)}</p>
              <p>{intl.formatMessage(m.orOpen)}</p>
              <p className="meeting-url" dir="ltr">
                {joinUrl}
              </p>
            </div>
          </section>
        ) : (
          <p className="meeting-closed">{intl.formatMessage(m.closed)}</p>
        )}
        <Participants participants={results.participants} heading={participants} />
      </div>
      <Averages results={results} format={format} heading={averages} />
    </main>
  );
}
