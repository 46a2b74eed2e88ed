import pg from 'pg';

/** What node-postgres warns, once a process, when a query is sent on a client still running another. */
const OVERLAP_WARNING = 'already executing a query';

/** node-postgres' own queue of a client: what it checks before that warning. */
interface ClientQueue {
  _activeQuery?: { text?: unknown } | null;
  _queryQueue?: { text?: unknown }[];
  pipeline?: boolean;
}

interface Watch {
  seen: string[];
}

const textOf = (query: unknown): string => {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return `[${String(text).replace(/\s+/g, ' ').slice(0, 160)}]`;
};

/** Process-wide: node-postgres is loaded once a worker, whatever the test files' module isolation. */
const WATCH = Symbol.for('commonpurse.queryOverlaps');

function install(): Watch {
  const watch: Watch = { seen: [] };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client & ClientQueue, ...args: unknown[]) {
    const running = this.pipeline ? null : (this._activeQuery ?? this._queryQueue?.[0]);
    if (running) watch.seen.push(`${textOf(args[0])} sent while ${textOf(running)} ran`);
    return Reflect.apply(query, this, args) as unknown;
  } as typeof query;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes(OVERLAP_WARNING)) {
      watch.seen.push(warning.message);
    }
  });
  return watch;
}

export interface QueryOverlaps {
  /** Each query sent on a node-postgres client busy with another since the last call, once (then forgotten). */
  take(): string[];
}

/**
 * Watches every node-postgres client for a query sent while another runs on it: on a transaction's one
 * client it only waits its turn, deprecated (pg's warning), an error from pg 9 (decision 0624). Each
 * overlap is recorded (the warning itself comes once a process, and only from the third query).
 */
export function watchQueryOverlaps(): QueryOverlaps {
  const global = globalThis as { [WATCH]?: Watch };
  const watch = (global[WATCH] ??= install());
  return { take: () => [...new Set(watch.seen.splice(0))] };
}
