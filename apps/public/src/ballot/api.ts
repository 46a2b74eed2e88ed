import type { TBallotVerification } from '@commonpurse/domain';
import type { TBallotCreated, TBallotInput, TBallotReceipt } from '@commonpurse/domain/public';
import { requestJson } from '../api/http.ts';

// The ballot calls of the public API (docs/api.md "Prioritization ballots"). Every one sends the
// same-origin cookies: with browser verification the server knows this browser's voter by cp_voter.

const base = (budgetId: number) => `/v1/public/budgets/${budgetId}`;
const withCookie = { credentials: 'same-origin' } as const;
const previewQuery = (preview: string | null) => (preview ? `?preview=${encodeURIComponent(preview)}` : '');

export function fetchBallotStatus(budgetId: number, preview: string | null) {
  return requestJson<{ data: { verification: TBallotVerification; has_ballot: boolean } }>(
    `${base(budgetId)}/ballot${previewQuery(preview)}`,
    withCookie,
  ).then((answer) => answer.data);
}

export function requestEmailCode(budgetId: number, email: string) {
  return requestJson<null>(`${base(budgetId)}/voter/email`, {
    ...withCookie,
    method: 'POST',
    body: { email },
  });
}

export function verifyEmailCode(budgetId: number, email: string, code: string) {
  return requestJson<{ data: { token: string; expires_at: string; has_ballot: boolean } }>(
    `${base(budgetId)}/voter/email/verify`,
    { ...withCookie, method: 'POST', body: { email, code } },
  ).then((answer) => answer.data);
}

export function checkVoterCode(budgetId: number, code: string) {
  return requestJson<{ data: { valid: boolean } }>(`${base(budgetId)}/voter/code`, {
    ...withCookie,
    method: 'POST',
    body: { code },
  }).then((answer) => answer.data);
}

export function createBallot(budgetId: number, body: TBallotInput, idempotencyKey: string) {
  return requestJson<{ data: TBallotCreated }>(`${base(budgetId)}/submissions`, {
    ...withCookie,
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  }).then((answer) => answer.data);
}

export function fetchReceipt(budgetId: number, code: string) {
  return requestJson<{ data: TBallotReceipt }>(
    `${base(budgetId)}/receipts/${encodeURIComponent(code.trim())}`,
    withCookie,
  ).then((answer) => answer.data);
}
