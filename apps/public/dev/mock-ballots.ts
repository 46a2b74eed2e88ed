// Development only (the mock API, never bundled): a prioritization's ballot calls, checked with the
// page's own ballot rules (the server uses the domain's checkBallot). E-mail code: 123456. Voter codes:
// ABCD-1234 (valid, once), USED-0000 (used). One voter per mock process for browser verification.
import type { ServerResponse } from 'node:http';
import {
  BALLOT_MESSAGES,
  maxItemsMessage,
  ZBallotCreate,
  type TPublicSimulation,
} from '@commonpurse/domain/public';
import {
  ballotProblems,
  costsOf,
  projectsOf,
  rulesOf,
  type TBallotProblem,
} from '../src/ballot/state/selection.ts';

type TSend = (res: ServerResponse, status: number, body: unknown) => void;

const voted = new Set<string>();
const receipts = new Map<string, { voter: string; at: string }>();
const usedCodes = new Set(['USED0000']);
const tokens = new Map<string, string>();
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const refuse = (send: TSend, res: ServerResponse, errors: Record<string, string[]>) =>
  send(res, 422, { message: 'The given data was invalid.', errors });
const normal = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const receiptCode = () => {
  const pick = () => CROCKFORD[Math.floor(Math.random() * CROCKFORD.length)];
  return `${Array.from({ length: 4 }, pick).join('')}-${Array.from({ length: 4 }, pick).join('')}`;
};

/** Answers the ballot routes; false when the path is not one of them. */
export function ballotRoute(
  method: string,
  path: string,
  body: unknown,
  sim: TPublicSimulation | undefined,
  res: ServerResponse,
  send: TSend,
): boolean {
  const match =
    /^\/v1\/public\/budgets\/(\d+)\/(ballot|voter\/email|voter\/email\/verify|voter\/code|receipts\/[^/]+)$/.exec(
      path,
    );
  if (!match || !sim?.is_pb) return false;
  const route = match[2]!;
  const input = (body ?? {}) as Record<string, unknown>;
  const str = (key: string) => (typeof input[key] === 'string' ? (input[key] as string).trim() : '');

  if (method === 'GET' && route === 'ballot')
    send(res, 200, {
      data: { verification: sim.ballot_verification, has_ballot: voted.has(`${sim.id}:browser`) },
    });
  else if (method === 'POST' && route === 'voter/email') {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(str('email')))
      refuse(send, res, { email: [BALLOT_MESSAGES.emailInvalid] });
    else send(res, 204, null);
  } else if (method === 'POST' && route === 'voter/email/verify') {
    if (str('code') !== '123456')
      return (refuse(send, res, { code: [BALLOT_MESSAGES.emailCodeWrong] }), true);
    const token = `t-${Math.random().toString(36).slice(2)}`;
    tokens.set(token, str('email').toLowerCase());
    send(res, 200, {
      data: {
        token,
        expires_at: new Date(Date.now() + 7_200_000).toISOString(),
        has_ballot: voted.has(`${sim.id}:email:${str('email').toLowerCase()}`),
      },
    });
  } else if (method === 'POST' && route === 'voter/code') {
    const code = normal(str('code'));
    if (usedCodes.has(code)) refuse(send, res, { code: [BALLOT_MESSAGES.voterCodeUsed] });
    else if (code !== 'ABCD1234') refuse(send, res, { code: [BALLOT_MESSAGES.voterCodeUnknown] });
    else send(res, 200, { data: { valid: true } });
  } else if (method === 'GET' && route.startsWith('receipts/')) {
    const code = normal(decodeURIComponent(route.slice('receipts/'.length)));
    const found = [...receipts.entries()].find(([key]) => normal(key) === code);
    if (!found) return (send(res, 404, { message: BALLOT_MESSAGES.receiptUnknown }), true);
    const latest = [...receipts.entries()].filter(([, r]) => r.voter === found[1].voter).at(-1)![0];
    send(res, 200, {
      data: {
        receipt_code: found[0],
        status: latest === found[0] ? 'counted' : 'replaced',
        submitted_at: found[1].at,
        in_published_results: sim.results !== null,
      },
    });
  } else return false;
  return true;
}

/** A ballot POSTed to submissions: the answer to send (status and body). */
export function ballotSubmission(sim: TPublicSimulation, body: unknown): { status: number; body: unknown } {
  const parsed = ZBallotCreate.safeParse(body);
  if (!parsed.success)
    return { status: 422, body: { message: 'Invalid', errors: { body: ['Invalid body'] } } };
  const ballot = parsed.data;
  const rules = rulesOf(sim);
  const costs = costsOf(projectsOf(sim).projects);
  const choice = {
    order: ballot.items.toSorted((a, b) => a.rank - b.rank).map((i) => i.subcategory_id),
    points: Object.fromEntries(ballot.items.map((i) => [i.subcategory_id, i.points ?? 0])),
  };
  const messageOf = (problem: TBallotProblem) =>
    problem === 'maxItems' ? maxItemsMessage(rules.maxItems ?? 0) : BALLOT_MESSAGES[problem];
  const errors: Record<string, string[]> = {};
  for (const problem of ballotProblems(rules, costs, choice)) (errors.items ??= []).push(messageOf(problem));
  let voter = `${sim.id}:browser`;
  if (sim.ballot_verification === 'email') {
    const email = ballot.voter.token ? tokens.get(ballot.voter.token) : undefined;
    if (!ballot.voter.token) errors.voter = [BALLOT_MESSAGES.verificationRequired];
    else if (!email) errors['voter.token'] = [BALLOT_MESSAGES.voterTokenInvalid];
    voter = `${sim.id}:email:${email}`;
  }
  if (sim.ballot_verification === 'voter_code') {
    const code = normal(ballot.voter.code ?? '');
    if (!code) errors.voter = [BALLOT_MESSAGES.verificationRequired];
    else if (usedCodes.has(code)) errors['voter.code'] = [BALLOT_MESSAGES.voterCodeUsed];
    else if (code !== 'ABCD1234') errors['voter.code'] = [BALLOT_MESSAGES.voterCodeUnknown];
    voter = `${sim.id}:code:${code}`;
  }
  if (Object.keys(errors).length > 0)
    return { status: 422, body: { message: 'The given data was invalid.', errors } };
  if (sim.ballot_verification === 'voter_code') usedCodes.add(normal(ballot.voter.code!));
  const replaced = sim.ballot_verification !== 'voter_code' && voted.has(voter);
  voted.add(voter);
  const receipt = receiptCode();
  receipts.set(receipt, { voter, at: new Date().toISOString() });
  return {
    status: 201,
    body: { data: { id: receipts.size, user_id: `v-${receipts.size}`, receipt_code: receipt, replaced } },
  };
}
