import {
  meetingItemIds,
  meetingSubmissionProblems,
  PUBLIC_MESSAGES as M,
  type TProblem,
  type TSubmissionCreate,
} from '@commonpurse/domain/public';
import { findWriteMeeting } from './meeting-lookup.ts';
import type { OpenTarget, PublicDeps } from './service.ts';
import { sha256 } from './voters.ts';

// The checks of the writes made through a meeting's public view (decision 0480): the meeting must be
// the simulation's, and a submission may send only the meeting's items.

/** What a write through a meeting needs: the meeting is the simulation's, and the items it shows. */
export interface WriteMeeting {
  id: number;
  itemIds: ReadonlySet<number>;
}

const unknownMeeting: TProblem = { path: ['meeting_id'], message: M.unknownMeeting };

/** The meeting a write names, or the problem that it is not one of the target simulation's. */
export async function writeMeetingOf(
  deps: PublicDeps,
  open: OpenTarget,
  meetingId: number | null | undefined,
): Promise<{ meeting: WriteMeeting | null; problem: TProblem | null }> {
  if (meetingId == null) return { meeting: null, problem: null };
  const found = await findWriteMeeting(deps.db, meetingId, open.target);
  if (!found) return { meeting: null, problem: unknownMeeting };
  const structure = await deps.rules.structure(deps.db, open.target);
  const itemIds = meetingItemIds([{ subcategories: structure.items }], found.subcategory_ids);
  return { meeting: { id: meetingId, itemIds: new Set(itemIds) }, problem: null };
}

/** A submission's problems beyond the simulation's rules: the meeting, and items outside it. */
export async function meetingProblems(
  deps: PublicDeps,
  open: OpenTarget,
  submission: TSubmissionCreate,
): Promise<{ meeting: WriteMeeting | null; problems: TProblem[] }> {
  const { meeting, problem } = await writeMeetingOf(deps, open, submission.meeting_id);
  if (problem) return { meeting, problems: [problem] };
  return { meeting, problems: meeting ? meetingSubmissionProblems(submission, meeting.itemIds) : [] };
}

/**
 * Who joined a meeting, as its visits keep it: the browser's cookie hashed with the meeting (decision
 * 0531), so a reload is the same resident and no two meetings share a key.
 */
export const meetingVisitorKey = (meetingId: number, browser: string) =>
  sha256('meeting', meetingId, browser);
