import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeetingCreate, ZMeetingUpdate } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { DELETED, ZDeletedResponse } from '../budgets/index.ts';
import {
  ZMeetingListRequest,
  ZMeetingListResponse,
  ZMeetingParams,
  ZMeetingResponse,
  ZMeetingViewQuery,
} from './schemas.ts';
import * as service from './service.ts';

const refusals = errorResponses(401, 403, 404, 422);

/** docs/api.md "Meetings". */
export const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['meetings'], summary, security: BEARER_SECURITY });
  const deps: service.MeetingDeps = {
    db: app.db,
    urls: { appBaseUrl: app.config.appBaseUrl, publicBaseHost: app.config.publicBaseHost },
  };

  app.get(
    '/v1/admin/meetings',
    {
      ...guarded,
      schema: {
        ...doc("The client's meetings, most recently updated first; budget_id= keeps one simulation's"),
        querystring: ZMeetingListRequest,
        response: { 200: ZMeetingListResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      data: await service.listMeetings(deps, authOf(request), {
        budgetId: request.query.budget_id,
        perPage: request.query.per_page,
        page: request.query.page,
        withBudget: request.query.include.includes('budget'),
      }),
    }),
  );

  app.get(
    '/v1/admin/meetings/:id',
    {
      ...guarded,
      schema: {
        ...doc('One meeting; include=budget adds its simulation'),
        params: ZMeetingParams,
        querystring: ZMeetingViewQuery,
        response: { 200: ZMeetingResponse, ...refusals },
      },
    },
    async (request) => ({
      data: await service.getMeeting(
        deps,
        authOf(request),
        request.params.id,
        request.query.include.includes('budget'),
      ),
    }),
  );

  app.post(
    '/v1/admin/meetings',
    {
      ...guarded,
      schema: {
        ...doc('Create a meeting on one of the client’s Active simulations'),
        body: ZMeetingCreate,
        response: { 201: ZMeetingResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await service.createMeeting(deps, authOf(request), request.body);
      reply.code(201);
      return { data };
    },
  );

  app.patch(
    '/v1/admin/meetings/:id',
    {
      ...guarded,
      schema: {
        ...doc('Change any of name, description, location, budget_id and categories'),
        params: ZMeetingParams,
        body: ZMeetingUpdate,
        response: { 200: ZMeetingResponse, ...refusals },
      },
    },
    async (request) => ({
      data: await service.updateMeeting(deps, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/v1/admin/meetings/:id',
    {
      ...guarded,
      schema: {
        ...doc('Delete a meeting'),
        params: ZMeetingParams,
        response: { 200: ZDeletedResponse, ...refusals },
      },
    },
    async (request) => {
      await service.deleteMeeting(deps, authOf(request), request.params.id);
      return DELETED;
    },
  );
};
