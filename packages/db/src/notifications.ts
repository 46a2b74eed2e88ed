import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// LISTEN/NOTIFY across server processes (decision 0481). Anyone sends with `select pg_notify(channel,
// payload)` through the ordinary connection; listening needs a connection of its own on PostgreSQL (a
// pooled one goes back to the pool), while the embedded PGlite (one process) delivers through its own
// listen().

export type Unlisten = () => Promise<void>;

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** The listening connection was lost and is back: notifications sent meanwhile were missed. */
  onReconnect?(): void;
}

export type Listen = (channel: string, handlers: ListenHandlers) => Promise<Unlisten>;

/** LISTEN takes an identifier, not a parameter: only plain lower-case names are accepted. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

export function pgliteListen(client: PGlite): Listen {
  return async (channel, handlers) => {
    checkChannel(channel);
    const unsubscribe = await client.listen(channel, (payload) => handlers.onNotify(payload));
    return () => unsubscribe();
  };
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * One dedicated PostgreSQL connection per listen(), reconnected with a growing delay when it drops (a
 * server restart, a failover); `closeAll` ends them (the database's close).
 */
export function postgresListeners(connectionString: string): { listen: Listen; closeAll(): Promise<void> } {
  const open = new Set<() => Promise<void>>();

  const listen: Listen = async (channel, handlers) => {
    checkChannel(channel);
    let client: pg.Client | null = null;
    let closed = false;
    let retryMs = RETRY_FIRST_MS;
    let timer: NodeJS.Timeout | null = null;

    const connect = async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotify(message.payload ?? '');
      });
      // An error ends the connection; 'end' schedules the reconnect.
      next.on('error', () => undefined);
      next.on('end', () => {
        if (client === next) client = null;
        if (!closed) scheduleReconnect();
      });
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
    };

    const scheduleReconnect = () => {
      if (timer || closed) return;
      timer = setTimeout(() => {
        timer = null;
        connect().then(
          () => {
            retryMs = RETRY_FIRST_MS;
            handlers.onReconnect?.();
          },
          () => {
            retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
            scheduleReconnect();
          },
        );
      }, retryMs);
      timer.unref();
    };

    await connect();
    const stop = async () => {
      closed = true;
      open.delete(stop);
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
    open.add(stop);
    return stop;
  };

  return { listen, closeAll: async () => void (await Promise.all([...open].map((stop) => stop()))) };
}
