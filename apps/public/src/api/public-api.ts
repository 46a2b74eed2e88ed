import type {
  TClickBatch,
  TMeetingResults,
  TPublicMeetingPage,
  TPublicReceipt,
  TPublicSimulation,
  TSubmissionCreated,
  TSubmissionInput,
  TVisitCreate,
} from '@commonpurse/domain/public';
import { publicMeetingPath, publicReceiptPath, publicSimulationPath } from '@commonpurse/domain/public';
import { requestJson } from './http.ts';

// The public API (docs/api.md "Public API"); types only from the domain, so no zod reaches the bundle.

/** Same address and credentials as the server's preload of it (decision 0284), so its answer is reused. */
export function fetchSimulation(subdomain: string, slug: string, preview: string | null) {
  return requestJson<{ data: TPublicSimulation }>(publicSimulationPath(subdomain, slug, preview), {
    credentials: 'same-origin',
  }).then((answer) => answer.data);
}

/** A taxpayer receipt's page data, at the address the server preloads too. */
export function fetchReceipt(subdomain: string, slug: string, preview: string | null) {
  return requestJson<{ data: TPublicReceipt }>(publicReceiptPath(subdomain, slug, preview), {
    credentials: 'same-origin',
  }).then((answer) => answer.data);
}

/** A meeting's public view: the meeting and its simulation's page data (preloaded by the server too). */
export function fetchMeetingPage(subdomain: string, meetingId: number) {
  return requestJson<{ data: TPublicMeetingPage }>(publicMeetingPath(subdomain, meetingId), {
    credentials: 'same-origin',
  }).then((answer) => answer.data);
}

/** A meeting's figures (the facilitator's and the results screens'; preloaded by the server too). */
export function fetchMeetingResults(subdomain: string, meetingId: number) {
  return requestJson<{ data: TMeetingResults }>(publicMeetingPath(subdomain, meetingId, 'results'), {
    credentials: 'same-origin',
  }).then((answer) => answer.data);
}

/** A meeting's visit carries the browser's cookie: who joined counts each browser once (decision 0531). */
export function createVisit(budgetId: number, body: TVisitCreate) {
  return requestJson<{ data: { visit_id: number } }>(`/v1/public/budgets/${budgetId}/visits`, {
    method: 'POST',
    body,
    credentials: body.meeting_id == null ? 'omit' : 'same-origin',
  }).then((answer) => answer.data.visit_id);
}

export const clicksUrl = (budgetId: number) => `/v1/public/budgets/${budgetId}/clicks`;

/**
 * Sends a batch of clicks so that it survives the page closing: sendBeacon where the browser has it,
 * else a keepalive fetch. True when the browser accepted it for sending.
 */
export function beaconClicks(budgetId: number, batch: TClickBatch): boolean {
  const body = JSON.stringify(batch);
  const url = clicksUrl(budgetId);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    // A string goes as text/plain (CORS-safelisted, so no browser refuses the beacon); the clicks route
    // reads it as JSON (decision 0223).
    if (navigator.sendBeacon(url, body)) return true;
  }
  try {
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

export function createSubmission(budgetId: number, body: TSubmissionInput, idempotencyKey: string) {
  return requestJson<{ data: TSubmissionCreated }>(`/v1/public/budgets/${budgetId}/submissions`, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  }).then((answer) => answer.data);
}
