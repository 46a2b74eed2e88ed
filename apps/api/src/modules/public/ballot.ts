import {
  BALLOT_MESSAGES as B,
  checkBallot,
  PUBLIC_MESSAGES as M,
  type TBallotCreate,
  type TBallotCreated,
  type TProblem,
} from '@commonpurse/domain/public';
import { ballotRows, totalsFit } from '../ballots/rows.ts';
import {
  findBallotByIdempotencyKey,
  storeBallot,
  type BallotStore,
  type BallotVoter,
} from '../ballots/store.ts';
import { invalid, visitProblem, type OpenTarget, type PublicDeps, type Requester } from './service.ts';
import { keptTexts, storedLocation, type WriteOrigin } from './submit.ts';
import { browserVoterKey, tokenVoterKey, voterCodeState } from './voters.ts';

/** What a preview's ballot answers (nothing is stored). */
export const PREVIEW_BALLOT: TBallotCreated = {
  id: 0,
  user_id: 'preview',
  receipt_code: 'PREVIEW',
  replaced: false,
};

/** The ballot's voter by the prioritization's verification, or the problem that refuses it. */
async function voterOf(
  deps: PublicDeps,
  open: OpenTarget,
  voter: TBallotCreate['voter'],
  browserCookie: string | null,
): Promise<BallotVoter | TProblem> {
  const { target } = open;
  const problem = (message: string): TProblem => ({ path: ['voter'], message });
  switch (target.ballot_verification) {
    case 'email': {
      if (!voter.token) return problem(B.verificationRequired);
      const key = await tokenVoterKey(deps.db, target.id, voter.token);
      return key ? { kind: 'replaceable', key } : problem(B.voterTokenInvalid);
    }
    case 'voter_code': {
      if (!voter.code) return problem(B.verificationRequired);
      const state = await voterCodeState(deps.db, target.id, voter.code);
      return 'code' in state ? { kind: 'code', code: state.code } : problem(state.problem);
    }
    default:
      // The route set a cookie when the browser had none.
      if (!browserCookie) return problem(B.verificationRequired);
      return { kind: 'replaceable', key: browserVoterKey(target.id, browserCookie) };
  }
}

/**
 * Checks a ballot against the prioritization's rules and its voter's verification, then stores it
 * (docs/api.md "Prioritization ballots"). A preview is checked (not its voter) and stores nothing.
 */
export async function createBallot(
  deps: PublicDeps,
  open: OpenTarget,
  idempotencyKey: string | null,
  ballot: TBallotCreate,
  requester: Requester,
  browserCookie: string | null,
): Promise<TBallotCreated> {
  const { target } = open;
  const visitId = ballot.visit_id ?? null;
  const rules = await deps.rules.ballotRules(deps.db, target);
  const { problems, checked } = checkBallot(rules, ballot);
  const visit = visitId === null ? null : visitProblem(open, visitId);
  if (visit) problems.unshift(visit);
  const rows = ballotRows(checked, target.adjustment);
  if (problems.length === 0 && !totalsFit(rows)) problems.push({ path: ['items'], message: M.aboveCeiling });
  if (open.preview) {
    if (problems.length > 0) throw invalid(problems);
    return PREVIEW_BALLOT;
  }
  if (problems.length > 0) throw invalid(problems);
  // A retry answers the first ballot, even though its voter code is spent by now.
  const earlier = idempotencyKey
    ? await findBallotByIdempotencyKey(deps.db, target.id, idempotencyKey)
    : null;
  if (earlier) return earlier;
  const voter = await voterOf(deps, open, ballot.voter, browserCookie);
  if ('path' in voter) throw invalid([voter]);

  return storeBallot(deps.db, {
    write: await ballotWriteOf(target, rows, ballot, { visitId, idempotencyKey, ip: requester.ip }),
    voter,
    cap: target.max_submissions,
  });
}

/** What a checked ballot stores (the public endpoint and demo activity alike). */
export async function ballotWriteOf(
  target: Pick<OpenTarget['target'], 'id' | 'suppress_ips'>,
  rows: ReturnType<typeof ballotRows>,
  ballot: Pick<TBallotCreate, 'answers' | 'comments' | 'location'>,
  origin: WriteOrigin,
): Promise<BallotStore['write']> {
  const texts = keptTexts(ballot);
  return {
    budgetId: target.id,
    visitId: origin.visitId,
    idempotencyKey: origin.idempotencyKey,
    totals: rows.totals,
    location: await storedLocation(ballot.location),
    ip: target.suppress_ips ? null : origin.ip,
    items: rows.items,
    answers: texts.answers,
    choices: [],
    comments: [...rows.suggestionComments, ...texts.comments],
  };
}
