import {
  meetingItemIds,
  ZMeetingResults,
  type TMeetingResults,
  type TPublicMeetingPage,
} from '@commonpurse/domain/public';
import { findPublicMeeting } from './meeting-lookup.ts';
import { meetingResults } from './meeting-results.ts';
import { simulationViewOf, type PublicDeps } from './service.ts';

// A meeting's reads (decision 0480): its residents' page data and its figures.

/** The meeting's public view: its name and items, and its simulation's whole page data; null: 404. */
export async function getMeetingPage(
  deps: PublicDeps,
  subdomain: string,
  meetingId: number,
): Promise<TPublicMeetingPage | null> {
  const site = await findPublicMeeting(deps.db, subdomain, meetingId, 'public');
  if (!site) return null;
  const simulation = await simulationViewOf(deps, site);
  const { meeting } = site;
  return {
    meeting: {
      id: meeting.id,
      name: meeting.name,
      subcategory_ids: meetingItemIds(
        [...simulation.revenue, ...simulation.expenses],
        meeting.subcategory_ids,
      ),
    },
    simulation,
  };
}

/** The facilitator's and the results page's figures; null: 404. `subdomain` null: by id alone. */
export async function getMeetingResults(
  deps: Pick<PublicDeps, 'db'>,
  subdomain: string | null,
  meetingId: number,
): Promise<TMeetingResults | null> {
  const site = await findPublicMeeting(deps.db, subdomain, meetingId, 'results');
  // Through the schema, as the route would: the live stream's events carry exactly the same keys.
  return site ? ZMeetingResults.parse(await meetingResults(deps.db, site)) : null;
}
