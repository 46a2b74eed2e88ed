import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBallotCreated,
  ZPaperBallot,
  ZPaperBallotCreate,
  ZVoterCode,
  ZVoterCodesCreate,
  ZBallotAdminPageQuery,
} from '@commonpurse/domain/public';
import { sendCsv } from '../../http/downloads.ts';
import { ZPathId } from '../../http/path-ids.ts';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { DELETED, ZBudgetParams, ZDeletedResponse } from '../budgets/index.ts';
import * as service from './service.ts';

const ZVoterCodesResponse = z.object({
  data: z.array(ZVoterCode),
  meta: z.object({
    total: z.number().int(),
    used: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});
const ZPaperBallotsResponse = z.object({
  data: z.array(ZPaperBallot),
  meta: z.object({ total: z.number().int() }),
});
const ZPaperParams = ZBudgetParams.extend({ submissionId: ZPathId });

/** A prioritization's voter codes and paper ballots (docs/api.md "Prioritization ballots", Admin). */
export const ballotRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.BallotDeps = { db: app.db };
  const doc = (summary: string) => ({ tags: ['ballots'], summary, security: BEARER_SECURITY });
  const guarded = { onRequest: app.authenticate };

  app.get(
    '/v1/admin/budgets/:id/voter-codes',
    {
      ...guarded,
      schema: {
        ...doc("A prioritization's voter codes, newest batch first"),
        params: ZBudgetParams,
        querystring: ZBallotAdminPageQuery,
        response: { 200: ZVoterCodesResponse, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => service.listVoterCodes(deps, authOf(request), request.params.id, request.query),
  );

  app.post(
    '/v1/admin/budgets/:id/voter-codes',
    {
      ...guarded,
      schema: {
        ...doc('Generate a batch of one-time voter codes'),
        params: ZBudgetParams,
        body: ZVoterCodesCreate,
        response: { 201: z.object({ data: z.array(ZVoterCode) }), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await service.generateVoterCodes(deps, authOf(request), request.params.id, request.body);
      reply.code(201);
      return { data };
    },
  );

  app.get(
    '/v1/admin/budgets/:id/voter-codes/export',
    {
      ...guarded,
      schema: {
        ...doc('Every voter code as CSV: code, batch, created_at, used_at'),
        produces: ['text/csv'],
        params: ZBudgetParams,
        response: errorResponses(401, 404, 422),
      },
    },
    async (request, reply) => {
      const { fileName, body } = await service.voterCodesCsv(deps, authOf(request), request.params.id);
      return sendCsv(reply, fileName, body);
    },
  );

  app.get(
    '/v1/admin/budgets/:id/ballots/paper',
    {
      ...guarded,
      schema: {
        ...doc('Paper ballots entered by staff, newest first'),
        params: ZBudgetParams,
        querystring: ZBallotAdminPageQuery,
        response: { 200: ZPaperBallotsResponse, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => service.listPaperBallots(deps, authOf(request), request.params.id, request.query),
  );

  app.post(
    '/v1/admin/budgets/:id/ballots/paper',
    {
      ...guarded,
      schema: {
        ...doc('Enter a paper ballot: projects in rank order, checked by the ballot rules'),
        params: ZBudgetParams,
        body: ZPaperBallotCreate,
        response: {
          201: z.object({ data: ZBallotCreated.pick({ id: true, receipt_code: true }) }),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const data = await service.createPaperBallot(deps, authOf(request), request.params.id, request.body);
      reply.code(201);
      return { data };
    },
  );

  app.delete(
    '/v1/admin/budgets/:id/ballots/paper/:submissionId',
    {
      ...guarded,
      schema: {
        ...doc('Delete a mistyped paper ballot (online ballots cannot be deleted)'),
        params: ZPaperParams,
        response: { 200: ZDeletedResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { id, submissionId } = request.params;
      await service.deletePaperBallot(deps, authOf(request), id, submissionId);
      return DELETED;
    },
  );
};
