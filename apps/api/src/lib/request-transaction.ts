import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '@commonpurse/db';

interface RequestScope {
  tx: Tx;
  /** False once the transaction ended: work the request left running falls back to the database. */
  open: boolean;
  /** Writes that stand whatever becomes of the request's own (outlastingRequest). */
  afterEnd: (() => Promise<void>)[];
}

const scopes = new AsyncLocalStorage<RequestScope>();

/**
 * The database as services see it (app.db): inside a request transaction every query goes to that
 * transaction, so repositories need not pass it along for the whole write to be one unit. It also
 * takes that transaction's prototype, so `isTransaction(app.db)` tells: `allQueries` then runs its
 * queries one after another on the transaction's one connection (decision 0624).
 */
export function requestScopedDb(db: Db): Db {
  const sourceOf = (target: Db): Db | Tx => {
    const scope = scopes.getStore();
    return scope?.open ? scope.tx : target;
  };
  return new Proxy(db, {
    get(target, property) {
      const source = sourceOf(target);
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? value.bind(source) : value;
    },
    getPrototypeOf: (target) => Reflect.getPrototypeOf(sourceOf(target)),
  });
}

/**
 * Runs `work` with every app.db query in one transaction, opened by `begin`; then, committed or rolled
 * back, the writes that were to outlast it.
 */
export async function inRequestTransaction<T>(
  db: Db,
  begin: (tx: Tx) => Promise<void>,
  work: () => Promise<T>,
): Promise<T> {
  const afterEnd: RequestScope['afterEnd'] = [];
  try {
    return await db.transaction(async (tx) => {
      const scope: RequestScope = { tx, open: true, afterEnd };
      try {
        await begin(tx);
        return await scopes.run(scope, work);
      } finally {
        scope.open = false;
      }
    });
  } finally {
    for (const write of afterEnd) await write();
  }
}

/**
 * A write that must stand even when the request's own write is refused and rolled back (a wrong current
 * password still counts as a failed sign-in): inside a request transaction it runs once that ends.
 */
export async function outlastingRequest(write: () => Promise<void>): Promise<void> {
  const scope = scopes.getStore();
  if (scope?.open) scope.afterEnd.push(write);
  else await write();
}
