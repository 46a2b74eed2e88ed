import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '@commonpurse/db';

interface RequestScope {
  tx: Tx;
  /** False once the transaction ended: work the request left running falls back to the database. */
  open: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/**
 * The database as services see it (app.db): inside a request transaction every query goes to that
 * transaction, so repositories need not pass it along for the whole write to be one unit.
 */
export function requestScopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const scope = scopes.getStore();
      const source: Db | Tx = scope?.open ? scope.tx : target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/** Runs `work` with every app.db query in one transaction, opened by `begin`. */
export function inRequestTransaction<T>(
  db: Db,
  begin: (tx: Tx) => Promise<void>,
  work: () => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const scope: RequestScope = { tx, open: true };
    try {
      await begin(tx);
      return await scopes.run(scope, work);
    } finally {
      scope.open = false;
    }
  });
}
