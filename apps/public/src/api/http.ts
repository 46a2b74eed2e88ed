/** The API's error shapes (apps/api/src/http/error-handler.ts): `{ errors: {field: [messages]}, message }`. */
export interface TErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/** The request never got an answer (offline, DNS, connection reset): worth retrying as it was. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network', { cause });
    this.name = 'NetworkError';
  }
}

/** The server answered with an error status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: TErrorBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'HttpError';
  }

  /** 408, 425, 429 and 5xx: the server may answer differently soon; the request itself is fine. */
  get transient() {
    return this.status === 408 || this.status === 425 || this.status === 429 || this.status >= 500;
  }
}

export async function requestJson<T>(
  url: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    credentials?: RequestCredentials;
  } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: init.credentials ?? 'omit',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON answer (a proxy's error page): only the status tells.
  }
  if (!response.ok) throw new HttpError(response.status, (body ?? {}) as TErrorBody);
  return body as T;
}
