import './meeting.css';
import { useEffect } from 'react';
import type { TMeetingResults } from '@commonpurse/domain/public';
import { SkipLink } from '../components/Chrome.tsx';
import { FacilitatorScreen } from './FacilitatorScreen.tsx';
import { MeetingIntl } from './MeetingIntl.tsx';
import { ResultsScreen } from './ResultsScreen.tsx';

/**
 * A meeting's facilitator or results screen (its own chunk: screens/App.tsx imports it lazily, so
 * residents never download it, nor its words or the QR encoder).
 */
export default function MeetingPage({
  screen,
  results,
  subdomain,
}: {
  screen: 'facilitator' | 'results';
  results: TMeetingResults;
  subdomain: string;
}) {
  useEffect(() => {
    document.title = results.meeting.name;
  }, [results.meeting.name]);
  return (
    <MeetingIntl locale={results.simulation.locale}>
      <SkipLink />
      {screen === 'facilitator' ? (
        <FacilitatorScreen initial={results} subdomain={subdomain} />
      ) : (
        <ResultsScreen results={results} />
      )}
    </MeetingIntl>
  );
}
