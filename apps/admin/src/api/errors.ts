import { REPORT_MESSAGES } from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';

/**
 * The one text of a failed call. `all` (spec 1 section 8, the default): every field message joined with
 * spaces; `first` (spec 2 section 8, row refusals): the first message of each field. Without field
 * messages: the response message, else the error's message.
 */
export function describeApiError(error: unknown, fields: 'all' | 'first' = 'all'): string {
  if (error instanceof ApiError) {
    const messages = fields === 'all' ? Object.values(error.errors).flat() : error.messages();
    if (messages.length > 0) return messages.join(' ');
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * A refused status change: the failure text, then ': ' and the joined errors.status messages when the
 * server gave some, else a period ('An error occurred while activating this Simulation.').
 */
export function statusFailureMessage(prefix: string, error: unknown): string {
  const status = error instanceof ApiError ? (error.errors.status ?? []) : [];
  return status.length > 0 ? `${prefix}: ${status.join(' ')}` : `${prefix}.`;
}

/** The first server message for a field (422 `errors.{field}`), if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.errors[field]?.[0];
}

/** The report-download message: 'Failed to download the report' plus ': ' and the server message. */
export const reportFailure = (error: unknown) =>
  error instanceof ApiError && error.message
    ? `${REPORT_MESSAGES.downloadFailed}: ${error.message}`
    : REPORT_MESSAGES.downloadFailed;
