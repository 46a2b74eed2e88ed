import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import type { SimulationDeps } from './loader.ts';
import {
  exportableBudgets,
  exportFileName,
  submissionsCsv,
  ZBudgetIds,
  ZBudgetParams,
} from '../budgets/index.ts';

/** Submissions CSV downloads (spec 1 section 7): one simulation or several. */
export const exportRoutes: FastifyPluginAsyncZod<{ deps: SimulationDeps }> = async (app, { deps }) => {
  const doc = (summary: string) => ({
    tags: ['simulations'],
    summary,
    security: BEARER_SECURITY,
    produces: ['text/csv'],
  });

  const send = async (reply: FastifyReply, clientId: number, ids: number[]) => {
    const exported = await exportableBudgets(deps.db, clientId, ids);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(exported)}"`)
      .header('cache-control', 'no-store')
      .send(submissionsCsv(deps.db, exported));
  };

  app.get(
    '/v1/admin/budgets/:id/submissions/export',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Submissions of a simulation as CSV'),
        params: ZBudgetParams,
        response: errorResponses(401, 403, 404),
      },
    },
    (request, reply) => send(reply, authOf(request).clientId, [request.params.id]),
  );

  app.get(
    '/v1/admin/budgets/submissions/export',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Submissions of several simulations as one CSV'),
        querystring: ZBudgetIds,
        response: errorResponses(401, 403, 404, 422),
      },
    },
    (request, reply) => send(reply, authOf(request).clientId, request.query.budgets),
  );
};
