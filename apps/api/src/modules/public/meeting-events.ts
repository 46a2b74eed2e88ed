import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Listen, Unlisten } from '@commonpurse/db';

// The live side of a meeting's facilitator screen (decision 0481): a join or a submission through a
// meeting is announced with pg_notify on one channel; every server process LISTENs (one connection
// each, once its first facilitator connects), recomputes the figures of the meetings its facilitators
// watch and pushes them down their event streams. On PostgreSQL this reaches every process; the
// embedded PGlite is one process and delivers its own notifications.

export const MEETING_CHANNEL = 'cp_meeting_activity';
/** Joins and submissions arriving within this long are one recomputation. */
export const MEETING_REFRESH_MS = 250;

/** One open event stream. */
export interface MeetingSubscriber<T> {
  send(results: T): void;
  /** The server is closing: end the stream (the browser reconnects to another process). */
  end(): void;
}

export interface MeetingEventsDeps<T> {
  db: DbOrTx;
  listen: Listen;
  /** The meeting's figures now; null when it is no longer served (deleted, archived). */
  load(meetingId: number): Promise<T | null>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  refreshMs?: number;
}

/** Announces meeting activity to every process, and feeds this process's event streams. */
export class MeetingEvents<T> {
  readonly #subscribers = new Map<number, Set<MeetingSubscriber<T>>>();
  readonly #pending = new Map<number, NodeJS.Timeout>();
  #listening: Promise<Unlisten | null> | null = null;
  #closed = false;

  constructor(private readonly deps: MeetingEventsDeps<T>) {}

  /** Someone joined or submitted through the meeting. Never fails the write it follows. */
  async announce(meetingId: number): Promise<void> {
    try {
      await this.deps.db.execute(sql`select pg_notify(${MEETING_CHANNEL}, ${String(meetingId)})`);
    } catch (error) {
      this.deps.log.warn({ err: error, meetingId }, 'Meeting activity could not be announced');
    }
  }

  /** Adds a stream; the returned function removes it. */
  async subscribe(meetingId: number, subscriber: MeetingSubscriber<T>): Promise<() => void> {
    const set = this.#subscribers.get(meetingId) ?? new Set();
    this.#subscribers.set(meetingId, set);
    set.add(subscriber);
    await this.#listen();
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.#subscribers.get(meetingId) === set) this.#subscribers.delete(meetingId);
    };
  }

  /** Number of open streams (tests, logs). */
  get size() {
    let count = 0;
    for (const set of this.#subscribers.values()) count += set.size;
    return count;
  }

  /** Ends every stream and stops listening (before the server closes: streams never end by themselves). */
  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#pending.values()) clearTimeout(timer);
    this.#pending.clear();
    for (const set of this.#subscribers.values()) for (const subscriber of set) subscriber.end();
    this.#subscribers.clear();
    const unlisten = await this.#listening;
    await unlisten?.();
  }

  /** LISTEN once; a failure is logged (streams still get their first figures) and tried again later. */
  #listen(): Promise<unknown> {
    if (this.#closed) return Promise.resolve();
    this.#listening ??= this.deps
      .listen(MEETING_CHANNEL, {
        onNotify: (payload) => this.#changed(Number(payload)),
        onReconnect: () => [...this.#subscribers.keys()].forEach((id) => this.#changed(id)),
      })
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'Listening for meeting activity failed');
        this.#listening = null;
        return null;
      });
    return this.#listening;
  }

  #changed(meetingId: number) {
    if (this.#closed || !this.#subscribers.has(meetingId) || this.#pending.has(meetingId)) return;
    const timer = setTimeout(() => {
      this.#pending.delete(meetingId);
      void this.#refresh(meetingId);
    }, this.deps.refreshMs ?? MEETING_REFRESH_MS);
    this.#pending.set(meetingId, timer);
  }

  async #refresh(meetingId: number) {
    try {
      const results = await this.deps.load(meetingId);
      if (!results) return;
      for (const subscriber of this.#subscribers.get(meetingId) ?? []) subscriber.send(results);
    } catch (error) {
      this.deps.log.error({ err: error, meetingId }, 'Meeting results could not be refreshed');
    }
  }
}
