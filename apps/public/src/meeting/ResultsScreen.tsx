import { useIntl } from 'react-intl';
import type { TMeetingResults } from '@commonpurse/domain/public';
import { MAIN_ID } from '../components/Chrome.tsx';
import { useText } from '../i18n/useText.ts';
import { usePageFormat } from '../i18n/usePageFormat.ts';
import { meetingMessages as m } from './messages.ts';
import { Averages, Participants } from './ResultsParts.tsx';

/** A meeting's results as they stand, to read or print (decision 0483). */
export function ResultsScreen({ results }: { results: TMeetingResults }) {
  const intl = useIntl();
  const format = usePageFormat(results.simulation);
  const heading = useText('meeting_results_heading');
  const participants = useText('meeting_results_participants');
  const averages = useText('meeting_results_averages');
  const time = intl.formatDate(results.computed_at, {
    dateStyle: 'long',
    timeStyle: 'short',
    numberingSystem: 'latn',
  });
  return (
    <main id={MAIN_ID} className="meeting-screen meeting-results" tabIndex={-1}>
      <header className="meeting-head">
        <p className="meeting-client">{results.simulation.client.name}</p>
        <h1>{heading}</h1>
        <p className="meeting-subtitle">{results.meeting.name}</p>
        <p className="meeting-as-of">{intl.formatMessage(m.asOf, { time })}</p>
        <button type="button" className="button primary meeting-print" onClick={() => window.print()}>
          {intl.formatMessage(m.print)}
        </button>
      </header>
      <Participants participants={results.participants} heading={participants} />
      <Averages results={results} format={format} heading={averages} />
    </main>
  );
}
