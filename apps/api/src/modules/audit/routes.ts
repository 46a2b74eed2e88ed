import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditHistoryQuery, ZAuditPage, ZAuditQuery } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf, sessionOf } from '../../plugins/auth.ts';
import { requireBudget, requireReceipt, requireReceiptsEnabled, ZBudgetParams } from '../budgets/index.ts';
import { isSuperadmin } from '../clients/repo.ts';
import { pageOfEvents } from './repo.ts';

const pageOf = (query: { page: number; per_page: number }) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

/** docs/api.md "Audit trail". */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = (summary: string) => ({ tags: ['audit'], summary, security: BEARER_SECURITY });

  app.get(
    '/v1/admin/audit',
    {
      onRequest: app.authenticateSession,
      schema: {
        ...doc('Superadmin only: every admin write of every client, newest first, filtered'),
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      if (!(await isSuperadmin(app.db, sessionOf(request).userId))) throw AppError.forbidden();
      const { query } = request;
      const filter = {
        clientId: query.client_id,
        userId: query.user_id,
        budgetId: query.budget_id,
        action: query.action,
        from: query.from,
        to: query.to,
      };
      const { rows, total } = await pageOfEvents(app.db, filter, pageOf(query));
      return { data: rows, meta: { total, page: query.page, per_page: query.per_page } };
    },
  );

  /** Whose history a path reads: a simulation of the caller's client, or one of its receipts. */
  const histories = [
    {
      path: '/v1/admin/budgets/:id/history',
      summary: "A simulation's changes, newest first (staff of its client)",
      requireOwned: (clientId: number, id: number) => requireBudget(app.db, clientId, id),
    },
    {
      path: '/v1/admin/receipts/:id/history',
      summary: "A taxpayer receipt's changes, newest first (staff of its client)",
      requireOwned: async (clientId: number, id: number) => {
        await requireReceiptsEnabled(app.db, clientId);
        return requireReceipt(app.db, clientId, id);
      },
    },
  ];
  for (const { path, summary, requireOwned } of histories)
    app.get(
      path,
      {
        onRequest: app.authenticate,
        schema: {
          ...doc(summary),
          params: ZBudgetParams,
          querystring: ZAuditHistoryQuery,
          response: { 200: ZAuditPage, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await requireOwned(auth.clientId, request.params.id);
        const { query } = request;
        const { rows, total } = await pageOfEvents(
          app.db,
          { clientId: auth.clientId, budgetId: request.params.id },
          pageOf(query),
        );
        // Who changed what, not where from: the IP stays with the superadmins' view.
        const data = rows.map(({ ip: _ip, ...event }) => event);
        return { data, meta: { total, page: query.page, per_page: query.per_page } };
      },
    );
};
