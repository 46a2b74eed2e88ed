import { STRUCTURE_LIMITS } from '@commonpurse/domain';
import {
  checkSubmission,
  chosenOptions,
  PUBLIC_MESSAGES as M,
  type TCheckedSubmission,
  type TProblem,
  type TSubmissionCreate,
  type TSubmissionCreated,
  type TSubmissionRules,
} from '@commonpurse/domain/public';
import { AppError } from '../../http/app-error.ts';
import { cityOfLocation } from './geo.ts';
import { meetingProblems } from './meeting-writes.ts';
import { countSubmissions } from './repo.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './schemas.ts';
import { invalid, visitProblem, type OpenTarget, type PublicDeps, type Requester } from './service.ts';
import * as writes from './writes.ts';

/** What a preview's submission answers (nothing is stored). */
export const PREVIEW_SUBMISSION: TSubmissionCreated = { id: 0, user_id: 'preview' };

/** The Idempotency-Key header: absent, or 1-200 visible ASCII characters (else 422). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header === 'string' && IDEMPOTENCY_KEY_PATTERN.test(header)) return header;
  throw invalid([{ path: ['idempotency-key'], message: M.idempotencyKeyInvalid }]);
}

/** A resident's Drop-a-Pin as stored: trimmed postal code, and the city it falls in. */
export async function storedLocation(
  location: TSubmissionCreate['location'],
): Promise<writes.SubmissionWrite['location']> {
  if (!location) return null;
  const postal_code = location.postal_code?.trim() || null;
  return { lat: location.lat, lng: location.lng, postal_code, city: await cityOfLocation(location) };
}

/** Trimmed non-empty answers and comments, as stored. */
export function keptTexts(input: Pick<TSubmissionCreate, 'answers' | 'comments'>) {
  return {
    answers: input.answers.flatMap((answer) => {
      const value = answer.value.trim();
      return value === '' ? [] : [{ question: answer.question_id, value }];
    }),
    comments: input.comments.flatMap((comment) => {
      const text = comment.text.trim();
      return text === '' ? [] : [{ item: comment.subcategory_id ?? null, text }];
    }),
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;
const fits = (value: number) => Math.abs(value) <= STRUCTURE_LIMITS.amountMax;

/** Every item's row (items not sent keep their start), the effective scenario options, the kept texts. */
function rowsOf(rules: TSubmissionRules, checked: TCheckedSubmission, submission: TSubmissionCreate) {
  return {
    items: rules.items.map((item) => ({
      item: item.id,
      amount: cents(checked.amounts.get(item.id) ?? 0),
      // A suggestion box starts empty; other items where their grid starts (scenario and dedicated funds in).
      start: item.suggestion_box ? 0 : cents(checked.bases.get(item.id) ?? item.amount),
    })),
    choices: rules.items.flatMap((item) =>
      chosenOptions(item, checked.choices).map((option) => ({ item: item.id, option: String(option.id) })),
    ),
    ...keptTexts(submission),
  };
}

/** Who sent a checked submission or ballot, as its write records them. */
export interface WriteOrigin {
  visitId: number | null;
  /** Submitted through this meeting's public view (decision 0480). */
  meetingId?: number | null;
  idempotencyKey: string | null;
  ip: string | null;
}

/** What a checked submission stores (the public endpoint and demo activity alike). */
export async function submissionWriteOf(
  target: Pick<OpenTarget['target'], 'id' | 'suppress_ips'>,
  rules: TSubmissionRules,
  checked: TCheckedSubmission,
  submission: TSubmissionCreate,
  origin: WriteOrigin,
): Promise<writes.SubmissionWrite> {
  const { revenue, expenses, balance } = checked.balance;
  return {
    budgetId: target.id,
    visitId: origin.visitId,
    meetingId: origin.meetingId ?? null,
    idempotencyKey: origin.idempotencyKey,
    totals: { revenue, expenses, balance },
    location: await storedLocation(submission.location),
    ip: target.suppress_ips ? null : origin.ip,
    ...rowsOf(rules, checked, submission),
  };
}

export const maxReached = () =>
  new AppError(422, M.maxSubmissionsReached, { fieldErrors: { submission: [M.maxSubmissionsReached] } });

/**
 * Checks a submission against the simulation's rules (read from the database) and stores it with every
 * item, answer, choice and comment in one statement. With an Idempotency-Key, a repeat (even a
 * concurrent one) answers the first submission and stores nothing. A preview checks and stores nothing.
 */
export async function createSubmission(
  deps: PublicDeps,
  open: OpenTarget,
  idempotencyKey: string | null,
  submission: TSubmissionCreate,
  requester: Requester,
): Promise<TSubmissionCreated> {
  const visitId = submission.visit_id ?? null;
  const { target } = open;
  const rules = await deps.rules.rules(deps.db, target);
  const { problems, checked } = checkSubmission(rules, submission);
  const visit = visitId === null ? null : visitProblem(open, visitId);
  const { meeting, problems: meetingProblemList } = await meetingProblems(deps, open, submission);
  const all: TProblem[] = [...(visit ? [visit] : []), ...meetingProblemList, ...problems];
  const { revenue, expenses, balance } = checked.balance;
  if (all.length === 0 && !(fits(revenue) && fits(expenses) && fits(balance)))
    all.push({ path: ['balance'], message: M.aboveCeiling });
  if (all.length > 0) throw invalid(all);
  if (open.preview) return PREVIEW_SUBMISSION;

  const write = await submissionWriteOf(target, rules, checked, submission, {
    visitId,
    meetingId: meeting?.id ?? null,
    idempotencyKey,
    ip: requester.ip,
  });
  const stored = await storeSubmission(deps, target, write, idempotencyKey);
  if (meeting) await deps.meetingActivity?.announce(meeting.id);
  return stored;
}

/** Stores a checked submission once (a capped simulation's under its lock), or finds the first by its key. */
async function storeSubmission(
  deps: PublicDeps,
  target: OpenTarget['target'],
  write: writes.SubmissionWrite,
  idempotencyKey: string | null,
): Promise<TSubmissionCreated> {
  const cap = target.max_submissions;
  if (cap !== null)
    // Capped: submissions to this simulation take turns, so the count cannot be passed by a race.
    return deps.db.transaction(async (tx) => {
      await writes.lockSubmissions(tx, target.id);
      const earlier = idempotencyKey
        ? await writes.findByIdempotencyKey(tx, target.id, idempotencyKey)
        : null;
      if (earlier) return earlier;
      if ((await countSubmissions(tx, target.id)) >= cap) throw maxReached();
      const stored = await writes.insertSubmission(tx, write);
      if (!stored) throw new Error('A submission under the lock met an idempotency conflict');
      return stored;
    });

  const stored = await writes.insertSubmission(deps.db, write);
  if (stored) return stored;
  // The key was used: the first submission's answer (its statement has committed by now).
  const earlier = idempotencyKey
    ? await writes.findByIdempotencyKey(deps.db, target.id, idempotencyKey)
    : null;
  if (!earlier) throw new Error('A submission was neither stored nor found by its idempotency key');
  return earlier;
}
