import fp from 'fastify-plugin';
import type { Database, Db, Listen } from '@commonpurse/db';
import { requestScopedDb } from '../lib/request-transaction.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Inside an audited write request, that request's transaction (plugins/audit.ts). */
    db: Db;
    /** The read replica when DATABASE_READ_URL is set, else the primary: reads that may lag (0576). */
    readDb: Db;
    /** LISTEN on a channel of the database (pg_notify from any server process; decision 0481). */
    dbListen: Listen;
    /** Which engine runs: the embedded PGlite needs the server's own upkeep (decision 0511). */
    dbKind: Database['kind'];
  }
}

/** Exposes the database to routes; its lifetime belongs to whoever opened it (main.ts or a test). */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', requestScopedDb(database.db));
    app.decorate('readDb', database.readDb);
    app.decorate('dbListen', database.listen);
    app.decorate('dbKind', database.kind);
  },
  { name: 'database' },
);
