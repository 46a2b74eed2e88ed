import { TIMINGS } from '@commonpurse/domain';
import { reportPath, type TReportTarget } from '@commonpurse/domain/analytics';
import { handleUnauthorized } from './client.ts';
import { ApiError, request, type TDownload, type TQuery } from './http.ts';

/**
 * The reporting service (spec 2 section 7): the same server's /api/*, on the client's reporting token
 * (`client.external_reporting_api_token`), 15 s to answer; any 401 logs out like the main API's.
 */
export async function reportingFetch<T>(
  token: string,
  path: string,
  options: { query?: TQuery; download?: boolean; signal?: AbortSignal } = {},
): Promise<T> {
  try {
    return await request<T>(path, {
      ...options,
      timeoutMs: TIMINGS.reportingTimeoutMs,
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) handleUnauthorized();
    throw error;
  }
}

/** A CSV report (with the random cache-busting parameter the spec names) as a file. */
export function downloadReport(token: string, target: TReportTarget): Promise<TDownload> {
  return reportingFetch<TDownload>(token, reportPath(target), {
    download: true,
    query: { _: Math.random().toString(36).slice(2) },
  });
}
