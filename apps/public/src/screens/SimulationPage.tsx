import type { TPublicSimulation } from '@commonpurse/domain/public';
import { PageProvider, type TPageMeeting } from '../state/page.tsx';
import { useVisit } from '../state/useVisit.ts';
import { SimulationScreens } from './SimulationScreens.tsx';

/**
 * A simulation: records the visit and the clicks (never in a preview), then the resident's screens. A
 * meeting's public view is the same page, showing the meeting's items and tagging what it records.
 * Its own chunk, so that a ballot does not download the budget's screens (decision 0625).
 */
export default function SimulationPage({
  sim,
  meeting,
}: {
  sim: TPublicSimulation;
  meeting: TPageMeeting | null;
}) {
  const { recorder, visitId } = useVisit(sim, true, meeting?.id ?? null);
  return (
    <PageProvider sim={sim} recorder={recorder} meeting={meeting}>
      <SimulationScreens visitId={visitId} />
    </PageProvider>
  );
}
