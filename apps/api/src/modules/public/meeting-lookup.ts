import { and, eq, inArray } from 'drizzle-orm';
import { budgets, clients, meetings, type DbOrTx } from '@commonpurse/db';
import { MEETING_SCREEN_STATUSES, type TMeetingScreen } from '@commonpurse/domain/public';
import { notReceipt } from '../budgets/index.ts';
import { bySubdomain, type PublicSite } from './lookup.ts';

export type MeetingRow = typeof meetings.$inferSelect;

/** A meeting residents or its facilitator may open, with its simulation and client. */
export interface PublicMeetingSite extends PublicSite {
  meeting: MeetingRow;
}

/**
 * The meeting at {subdomain}/meetings/{id} for a screen: the client's own meeting on one of its
 * simulations (never a receipt or a prioritization) in a status that screen serves; null otherwise, a
 * 404 that never says whether the meeting exists. `subdomain` null: by id alone (the live stream,
 * whose subscriber was checked when it connected).
 */
export async function findPublicMeeting(
  db: DbOrTx,
  subdomain: string | null,
  meetingId: number,
  screen: TMeetingScreen,
): Promise<PublicMeetingSite | null> {
  const [row] = await db
    .select({ meeting: meetings, budget: budgets, client: clients })
    .from(meetings)
    .innerJoin(budgets, and(eq(budgets.id, meetings.budget_id), eq(budgets.client_id, meetings.client_id)))
    .innerJoin(clients, eq(clients.id, meetings.client_id))
    .where(
      and(
        eq(meetings.id, meetingId),
        subdomain === null ? undefined : bySubdomain(subdomain),
        inArray(budgets.status, [...MEETING_SCREEN_STATUSES[screen]]),
        eq(budgets.is_pb, false),
        notReceipt,
      ),
    )
    .limit(1);
  return row ? { ...row, preview: false, results: null } : null;
}

/** The simulation's locale at a meeting's address whatever its status (the not-available page's words). */
export async function meetingLocale(db: DbOrTx, subdomain: string, meetingId: number) {
  const [row] = await db
    .select({ locale: budgets.locale })
    .from(meetings)
    .innerJoin(budgets, eq(budgets.id, meetings.budget_id))
    .innerJoin(clients, eq(clients.id, meetings.client_id))
    .where(and(eq(meetings.id, meetingId), bySubdomain(subdomain)))
    .limit(1);
  return row?.locale ?? null;
}

/**
 * The items a write through a meeting may touch: the meeting's selection, when the meeting is one of
 * this simulation's (and so of its client); null when it is not.
 */
export async function findWriteMeeting(
  db: DbOrTx,
  meetingId: number,
  target: { id: number; client_id: number },
): Promise<{ subcategory_ids: number[] } | null> {
  const [row] = await db
    .select({ subcategory_ids: meetings.subcategory_ids })
    .from(meetings)
    .where(
      and(
        eq(meetings.id, meetingId),
        eq(meetings.budget_id, target.id),
        eq(meetings.client_id, target.client_id),
      ),
    )
    .limit(1);
  return row ?? null;
}
