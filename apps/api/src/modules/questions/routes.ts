import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZQuestionPatch, ZQuestionSave, ZSetOrder } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { DELETED, SAVED, ZBudgetParams, ZDeletedResponse, ZSavedResponse } from '../budgets/index.ts';
import { ZQuestionListResponse, ZQuestionParams, ZQuestionResponse } from './schemas.ts';
import * as service from './service.ts';

const refusals = errorResponses(401, 403, 404, 422);

/** Entry and exit (demographic) questions: editor-api.md "Entry and exit questions". */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['demographics'], summary, security: BEARER_SECURITY });
  const deps: service.QuestionsDeps = { db: app.db };
  const base = '/v1/admin/budgets/:id/demographics';

  app.get(
    base,
    {
      ...guarded,
      schema: {
        ...doc('The entry and exit questions, in display order'),
        params: ZBudgetParams,
        response: { 200: ZQuestionListResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await service.listQuestions(deps, authOf(request), request.params.id) }),
  );

  app.post(
    base,
    {
      ...guarded,
      schema: {
        ...doc('Add a custom question (last in its table)'),
        params: ZBudgetParams,
        body: ZQuestionSave,
        response: { 201: ZQuestionResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await service.createQuestion(deps, authOf(request), request.params.id, request.body);
      reply.code(201);
      return { data };
    },
  );

  app.post(
    `${base}/set-order`,
    {
      ...guarded,
      schema: {
        ...doc('Order the entry table, the exit table, or both (every id of the scope, once)'),
        params: ZBudgetParams,
        body: ZSetOrder,
        response: { 200: ZSavedResponse, ...refusals },
      },
    },
    async (request) => {
      await service.orderQuestions(deps, authOf(request), request.params.id, request.body.display_order);
      return SAVED;
    },
  );

  app.patch(
    `${base}/:qid`,
    {
      ...guarded,
      schema: {
        ...doc('Change a question (a standard one: only Include? and Required?)'),
        params: ZQuestionParams,
        body: ZQuestionPatch,
        response: { 200: ZQuestionResponse, ...refusals },
      },
    },
    async (request) => {
      const { id, qid } = request.params;
      return { data: await service.updateQuestion(deps, authOf(request), id, qid, request.body) };
    },
  );

  app.delete(
    `${base}/:qid`,
    {
      ...guarded,
      schema: {
        ...doc('Delete a custom question'),
        params: ZQuestionParams,
        response: { 200: ZDeletedResponse, ...refusals },
      },
    },
    async (request) => {
      const { id, qid } = request.params;
      await service.deleteQuestion(deps, authOf(request), id, qid);
      return DELETED;
    },
  );
};
