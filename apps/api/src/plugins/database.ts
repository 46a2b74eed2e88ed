import fp from 'fastify-plugin';
import type { Database, Db } from '@commonpurse/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Exposes the database to routes; its lifetime belongs to whoever opened it (main.ts or a test). */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
