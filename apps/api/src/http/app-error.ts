import { AUTH_MESSAGES } from '@commonpurse/domain';
import { API_MESSAGES } from './messages.ts';

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message?: string;
  error?: string;
  errors?: FieldErrors;
}

interface AppErrorOptions {
  /** OAuth error code (RFC 6749 section 5.2), sent as `error`. */
  code?: string;
  fieldErrors?: FieldErrors;
  /** Omit `message` from the body (the contract answers `{ error: 'invalid_client' }` alone). */
  silent?: boolean;
  /** Sent as the Retry-After header (429). */
  retryAfterSeconds?: number;
}

/** The one error type routes and services throw; the error handler turns it into the JSON body. */
export class AppError extends Error {
  readonly code: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;
  readonly silent: boolean;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly status: number,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = options.code;
    this.fieldErrors = options.fieldErrors;
    this.silent = options.silent ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toBody(): ErrorBody {
    return {
      ...(this.code === undefined ? {} : { error: this.code }),
      ...(this.silent ? {} : { message: this.message }),
      ...(this.fieldErrors === undefined ? {} : { errors: this.fieldErrors }),
    };
  }

  static unauthenticated() {
    return new AppError(401, API_MESSAGES.unauthenticated);
  }

  static forbidden(message: string = API_MESSAGES.forbidden) {
    return new AppError(403, message);
  }

  static notFound() {
    return new AppError(404, API_MESSAGES.notFound);
  }

  static invalid(fieldErrors: FieldErrors) {
    return new AppError(422, API_MESSAGES.invalidData, { fieldErrors });
  }

  static tooManyAttempts(retryAfterSeconds?: number) {
    return new AppError(429, AUTH_MESSAGES.tooManyAttempts, { retryAfterSeconds });
  }
}
