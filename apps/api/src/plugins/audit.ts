import type { RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { setAuditContext } from '@commonpurse/db';
import { auditContextOf } from '../modules/audit/context.ts';
import { inRequestTransaction } from '../lib/request-transaction.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'METHOD url' of every route whose writes are recorded (the audit coverage test reads it). */
    auditedRoutes: ReadonlySet<string>;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every signed-in write (a POST, PUT, PATCH or DELETE guarded by authenticate or authenticateSession)
 * runs in one transaction that carries its audit context: the database's trigger then records each
 * row it changes, in that same transaction (decisions 0552, 0553). Handlers return their payload, so
 * the answer leaves after the commit.
 */
export const auditPlugin = fp(
  async (app) => {
    const guards = new Set<unknown>([app.authenticate, app.authenticateSession]);
    const audited = new Set<string>();
    app.decorate('auditedRoutes', audited);
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const guarded = [route.onRequest ?? []].flat().some((hook) => guards.has(hook));
      if (!guarded || !methods.some((method) => WRITE_METHODS.has(method))) return;
      for (const method of methods) audited.add(`${method} ${route.url}`);
      const handler = route.handler;
      const inTransaction: RouteHandlerMethod = function (request, reply) {
        return inRequestTransaction(
          app.db,
          async (tx) => setAuditContext(tx, await auditContextOf(tx, request)),
          async () => handler.call(this, request, reply),
        );
      };
      route.handler = inTransaction;
    });
  },
  { name: 'audit', dependencies: ['database', 'auth'] },
);
