import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../http/downloads.ts';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { REPORTING_MESSAGES } from '@commonpurse/domain/analytics';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { ZBudgetIds, ZBudgetParams } from '../budgets/index.ts';
import {
  ZBudgetQuery,
  ZCategoryReportParams,
  ZClientQuery,
  ZReportingBudget,
  ZReportingClient,
  ZReportParams,
  ZSubcategoryReportParams,
} from './schemas.ts';
import * as service from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client whose reporting token authenticated the call (reporting routes only). */
    reportingClient: service.ReportingClient | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const clientOf = (request: FastifyRequest): service.ReportingClient => {
  if (!request.reportingClient) throw new Error('reporting route without its token check');
  return request.reportingClient;
};

/**
 * The reporting API (spec 2 section 7 "Reporting service"; docs/api.md "Reporting API (issue 13)"): the
 * client's analytics and CSV reports on its reporting token, everything scoped to that client.
 */
export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reporting reads may lag the primary by a replica's delay; the token check reads the primary, so a
  // token regenerated a moment ago works at once and a revoked one stops at once.
  const deps: service.ReportingDeps = { db: app.readDb };
  app.decorateRequest('reportingClient', null);
  const limit = createAttemptLimiter(
    app,
    'reporting',
    app.config.reportingRateLimitPerIp,
    (r) => r.ip,
    REPORTING_MESSAGES.tooManyRequests,
  );
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    request.reportingClient = await service.authenticate({ db: app.db }, token);
  };
  const guarded = { onRequest: [limit, authenticate] };
  const doc = (summary: string, csv = false) => ({
    tags: ['reporting'],
    summary,
    security: BEARER_SECURITY,
    ...(csv ? { produces: ['text/csv'] } : {}),
  });
  const errors = errorResponses(401, 403, 404, 422, 429);
  const csv = (reply: FastifyReply, file: service.CsvFile) => sendCsv(reply, file.fileName, file.body);

  app.get(
    '/api/client',
    {
      ...guarded,
      schema: {
        ...doc("The client-level record (guid, name, budgets) and its dashboard's simulation analytics"),
        querystring: ZClientQuery,
        response: { 200: z.object({ data: ZReportingClient }), ...errors },
      },
    },
    async (request) => ({
      data: await service.clientRecord(deps, clientOf(request), request.query.budget_id),
    }),
  );

  app.get(
    '/api/budget/:id',
    {
      ...guarded,
      schema: {
        ...doc("A simulation's analytics; categories and demographics when included"),
        params: ZBudgetParams,
        querystring: ZBudgetQuery,
        response: { 200: z.object({ data: ZReportingBudget }), ...errors },
      },
    },
    async (request) => ({
      data: await service.budgetAnalytics(deps, clientOf(request), request.params.id, request.query.include),
    }),
  );

  app.get(
    '/api/budget/:id/export',
    {
      ...guarded,
      schema: { ...doc('Submissions of a simulation as CSV', true), params: ZBudgetParams, response: errors },
    },
    async (request, reply) =>
      csv(reply, await service.submissionsFile(deps, clientOf(request), [request.params.id])),
  );

  app.get(
    '/api/budgets/export',
    {
      ...guarded,
      schema: {
        ...doc('Submissions of several simulations as one CSV', true),
        querystring: ZBudgetIds,
        response: errors,
      },
    },
    async (request, reply) =>
      csv(reply, await service.submissionsFile(deps, clientOf(request), request.query.budgets)),
  );

  const budgetReport = async (
    request: FastifyRequest<{ Params: z.infer<typeof ZReportParams> }>,
    reply: FastifyReply,
  ) => {
    const { id, report } = request.params;
    return csv(reply, await service.budgetReport(deps, clientOf(request), id, report));
  };
  const budgetReportOptions = {
    ...guarded,
    schema: {
      ...doc("A simulation's report (BUDGET_REPORTS) as CSV", true),
      params: ZReportParams,
      response: errors,
    },
  };
  app.get('/api/budget/:id/:report', budgetReportOptions, budgetReport);
  // The spec's chart paths (metric/age, ...) name the same reports (decision 0383).
  app.get('/api/budget/:id/metric/:report', budgetReportOptions, budgetReport);

  app.get(
    '/api/budget/:id/category/:categoryId/:report',
    {
      ...guarded,
      schema: {
        ...doc("A category's report (CATEGORY_REPORTS) as CSV", true),
        params: ZCategoryReportParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { id, categoryId, report } = request.params;
      return csv(reply, await service.categoryReport(deps, clientOf(request), id, categoryId, report));
    },
  );

  app.get(
    '/api/budget/:id/category/:categoryId/subcategory/:subId/:report',
    {
      ...guarded,
      schema: {
        ...doc("A subcategory's report (SUBCATEGORY_REPORTS) as CSV", true),
        params: ZSubcategoryReportParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { report, ...ids } = request.params;
      return csv(reply, await service.subcategoryReport(deps, clientOf(request), ids, report));
    },
  );
};
