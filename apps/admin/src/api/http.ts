import { TIMINGS } from '@commonpurse/domain';

/** Field errors as the API sends them: `{ errors: { field: ['message', ...] } }`. */
export type TFieldErrors = Record<string, string[]>;

/** Messages for failures that never reached the API (not spec text: the spec leaves them open). */
export const TRANSPORT_MESSAGES = {
  timeout: 'The server took too long to answer. Please try again.',
  network: 'The server could not be reached. Please check your connection and try again.',
} as const;

/** Every failed call ends as one of these: the HTTP status (0 when no answer), the message, field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: TFieldErrors = {},
    /** OAuth error code (`invalid_grant`, ...) when the token endpoint answered. */
    readonly code?: string,
  ) {
    super(message);
  }

  /** The first message of each field, or the message itself (spec 2 section 8, dialog errors). */
  messages(): string[] {
    const firsts = Object.values(this.errors)
      .map((list) => list[0])
      .filter((m): m is string => typeof m === 'string');
    return firsts.length > 0 ? firsts : [this.message];
  }
}

export type TQuery = Record<string, string | number | boolean | undefined | null>;

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: TQuery;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  keepalive?: boolean;
  /** Answer the body as a file (a report download) instead of parsing it. */
  download?: boolean;
}

/** A downloaded file: its content and the name the server gave it (content-disposition). */
export interface TDownload {
  blob: Blob;
  filename: string | null;
}

/** The filename of a content-disposition header (plain or RFC 5987 encoded), or null. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

export function buildUrl(path: string, query?: TQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(value: unknown): TFieldErrors {
  if (!isRecord(value)) return {};
  const out: TFieldErrors = {};
  for (const [field, list] of Object.entries(value)) {
    if (Array.isArray(list)) out[field] = list.filter((m): m is string => typeof m === 'string');
    else if (typeof list === 'string') out[field] = [list];
  }
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromResponse(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const message =
    (typeof record.message === 'string' && record.message) ||
    (typeof record.error_description === 'string' && record.error_description) ||
    `Request failed with status ${status}`;
  const code = typeof record.error === 'string' ? record.error : undefined;
  return new ApiError(status, message, fieldErrorsOf(record.errors), code);
}

/**
 * A same-origin JSON call with a time limit. Answers the parsed body; throws ApiError for an HTTP error,
 * a timeout or a network failure. A caller's abort (React Query cancelling) is rethrown as is.
 */
export async function request<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    query,
    body,
    headers = {},
    signal,
    timeoutMs = TIMINGS.apiTimeoutMs,
    keepalive,
    download = false,
  } = options;
  const isMultipart = body instanceof FormData;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers: {
          Accept: download ? 'text/csv' : 'application/json',
          // A multipart body sets its own Content-Type (with the boundary).
          ...(body === undefined || isMultipart ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
        signal: controller.signal,
        keepalive,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (timedOut) throw new ApiError(0, TRANSPORT_MESSAGES.timeout);
      if (signal?.aborted) throw error;
      throw new ApiError(0, TRANSPORT_MESSAGES.network);
    }
    if (download && response.ok) {
      const file: TDownload = {
        blob: await response.blob(),
        filename: filenameOf(response.headers.get('content-disposition')),
      };
      return file as T;
    }
    const parsed = await readBody(response);
    if (!response.ok) throw errorFromResponse(response.status, parsed);
    return parsed as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
