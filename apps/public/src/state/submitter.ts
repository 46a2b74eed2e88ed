import type { TSubmissionCreated, TSubmissionInput } from '@commonpurse/domain/public';
import { HttpError, NetworkError, type TErrorBody } from '../api/http.ts';

export type TSubmitStatus<TResult = TSubmissionCreated> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** The network failed: the same request goes again at `retryAt` (ms since epoch). */
  | { kind: 'waiting'; retryAt: number; delayMs: number; attempt: number }
  /** The server refused it (422): the field errors to show. */
  | { kind: 'refused'; errors: Record<string, string[]>; message: string | null }
  /** The server answered with another error that retrying will not fix. */
  | { kind: 'failed'; message: string | null }
  | { kind: 'done'; result: TResult };

/** What a Submitter sends (a simulation's budget by default; a prioritization's ballot too) and gets. */
export interface TSubmitterOptions<TBody = TSubmissionInput, TResult = TSubmissionCreated> {
  send(body: TBody, idempotencyKey: string): Promise<TResult>;
  /** Called with the key in use (to keep it across a reload) and with null once answered. */
  onKey(key: string | null): void;
  /** A key left by a submit that was never answered (a reload while offline). */
  pendingKey?: string | null;
  newKey?: () => string;
}

/** 2 s, 4 s, 8 s ... at most 60 s between tries. */
export const retryDelay = (attempt: number) => Math.min(60_000, 2_000 * 2 ** (attempt - 1));

/**
 * Sends the resident's budget once, whatever the network does. One Idempotency-Key per submit attempt,
 * reused for every retry of it (a retry whose first try did reach the server gets the first answer,
 * not a second submission). Network failures and transient answers retry with backoff, and at once
 * when the browser comes back online; a refusal or a success ends the attempt and its key.
 */
export class Submitter<TBody = TSubmissionInput, TResult = TSubmissionCreated> {
  private status: TSubmitStatus<TResult> = { kind: 'idle' };
  private listeners = new Set<() => void>();
  private key: string | null;
  private body: TBody | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private settled: {
    promise: Promise<TSubmitStatus<TResult>>;
    resolve: (status: TSubmitStatus<TResult>) => void;
  } | null = null;
  private readonly onOnline = () => {
    if (this.status.kind === 'waiting') this.retryNow();
  };

  constructor(private readonly options: TSubmitterOptions<TBody, TResult>) {
    this.key = options.pendingKey ?? null;
    window.addEventListener('online', this.onOnline);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.status;

  /**
   * Starts an attempt (or, while one is waiting to retry, retries it now). Resolves with how the attempt
   * ended (done, refused or failed), after however many retries that took.
   */
  submit(body: TBody): Promise<TSubmitStatus<TResult>> {
    if (this.status.kind === 'done') return Promise.resolve(this.status);
    if (this.status.kind === 'waiting') this.retryNow();
    if (this.settled) return this.settled.promise;
    let resolve!: (status: TSubmitStatus<TResult>) => void;
    const promise = new Promise<TSubmitStatus<TResult>>((r) => (resolve = r));
    this.settled = { promise, resolve };
    this.body = body;
    this.attempt = 0;
    if (!this.key) {
      this.key = (this.options.newKey ?? newIdempotencyKey)();
      this.options.onKey(this.key);
    }
    void this.send();
    return this.settled.promise;
  }

  retryNow() {
    if (this.status.kind !== 'waiting' || !this.body) return;
    this.clearTimer();
    void this.send();
  }

  dispose() {
    this.clearTimer();
    window.removeEventListener('online', this.onOnline);
    this.listeners.clear();
  }

  private async send() {
    this.set({ kind: 'sending' });
    this.attempt += 1;
    try {
      const result = await this.options.send(this.body!, this.key!);
      this.endAttempt();
      this.set({ kind: 'done', result });
    } catch (error) {
      if (error instanceof NetworkError || (error instanceof HttpError && error.transient)) {
        const delay = retryDelay(this.attempt);
        this.set({ kind: 'waiting', retryAt: Date.now() + delay, delayMs: delay, attempt: this.attempt });
        this.timer = setTimeout(() => this.retryNow(), delay);
        return;
      }
      this.endAttempt();
      const body: TErrorBody = error instanceof HttpError ? error.body : {};
      if (error instanceof HttpError && error.status === 422)
        this.set({ kind: 'refused', errors: body.errors ?? {}, message: body.message ?? null });
      else this.set({ kind: 'failed', message: body.message ?? null });
    }
  }

  /** The attempt got its answer: the next submit is a new attempt with a new key. */
  private endAttempt() {
    this.key = null;
    this.body = null;
    this.options.onKey(null);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(status: TSubmitStatus<TResult>) {
    this.status = status;
    for (const listener of this.listeners) listener();
    if (status.kind === 'done' || status.kind === 'refused' || status.kind === 'failed') {
      this.settled?.resolve(status);
      this.settled = null;
    }
  }
}

/** A v4 UUID; crypto.randomUUID needs a secure context, which a plain-http public host is not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
