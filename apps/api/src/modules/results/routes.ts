import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPbCondorcetRow, ZPbHappy, ZPbHappyQuery, ZPbResults } from '@commonpurse/domain/analytics';
import { ZAdminBallotResults, ZPublicBallotResults, ZResultsPublish } from '@commonpurse/domain/public';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { DELETED, ZBudgetParams, ZDeletedResponse } from '../budgets/index.ts';
import * as service from './service.ts';

const ZResultsOverview = z.object({ data: ZAdminBallotResults });
const ZExportQuery = z.object({ format: z.literal('pabulib') });

/** A prioritization's published results and its ballots as a pabulib file (docs/api.md, issue 12). */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.ResultsDeps = { db: app.db };
  const doc = (summary: string) => ({ tags: ['results'], summary, security: BEARER_SECURITY });
  const path = '/v1/admin/budgets/:id/results';

  app.get(
    path,
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('The published results, if any, and the current ballots to count'),
        params: ZBudgetParams,
        response: { 200: ZResultsOverview, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await service.getResults(deps, authOf(request), request.params.id) }),
  );

  app.post(
    path,
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Count the current ballots by greedy or MES and publish (an Inactive prioritization)'),
        params: ZBudgetParams,
        body: ZResultsPublish,
        response: { 201: z.object({ data: ZPublicBallotResults }), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await service.publish(deps, authOf(request), request.params.id, request.body.method);
      reply.code(201);
      return { data };
    },
  );

  app.delete(
    path,
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Take the published results down'),
        params: ZBudgetParams,
        response: { 200: ZDeletedResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.unpublish(deps, authOf(request), request.params.id);
      return DELETED;
    },
  );

  // PB results for staff (spec 2 section 7): counted from the current ballots on every call.
  const pbSchema = <T extends z.ZodTypeAny>(summary: string, name: string, data: T) => ({
    ...doc(summary),
    params: ZBudgetParams,
    response: { 200: z.object({ data: z.object({ [name]: data }) }), ...errorResponses(401, 403, 404, 422) },
  });

  app.get(
    '/v1/admin/budgets/:id/pbresults',
    {
      onRequest: app.authenticate,
      schema: pbSchema('Vote totals, votes by rank, run-off and MES rounds, pageviews', 'pb', ZPbResults),
    },
    async (request) => ({
      data: { pb: await service.getPbResults(deps, authOf(request), request.params.id) },
    }),
  );

  app.get(
    '/v1/admin/budgets/:id/condorcet',
    {
      onRequest: app.authenticate,
      schema: pbSchema('Head-to-head wins of each project', 'condorcet', z.array(ZPbCondorcetRow)),
    },
    async (request) => ({
      data: { condorcet: await service.getCondorcet(deps, authOf(request), request.params.id) },
    }),
  );

  app.get(
    '/v1/admin/budgets/:id/pbhappy',
    {
      onRequest: app.authenticate,
      schema: {
        ...pbSchema('Voters with at least one of the given winners on their ballot', 'pbhappy', ZPbHappy),
        querystring: ZPbHappyQuery,
      },
    },
    async (request) => ({
      data: {
        pbhappy: await service.getPbHappy(deps, authOf(request), request.params.id, request.query.winners),
      },
    }),
  );

  app.get(
    '/v1/admin/budgets/:id/ballots/export',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('The current ballots as a pabulib .pb file'),
        produces: ['text/plain'],
        params: ZBudgetParams,
        querystring: ZExportQuery,
        response: errorResponses(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendFile(reply, await service.exportPabulib(deps, authOf(request), request.params.id)),
  );
};

/** A text download (outside the JSON serializer: the route declares no 200 schema). */
const sendFile = (reply: FastifyReply, file: { fileName: string; text: string }) =>
  reply
    .header('content-type', 'text/plain; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.text);
