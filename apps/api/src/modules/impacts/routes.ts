import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZImpactMultipliers, ZImpactPatch, ZImpactSave, ZSetOrder } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { DELETED, SAVED, ZBudgetParams, ZDeletedResponse, ZSavedResponse } from '../budgets/index.ts';
import { ZCalculationResponse, ZImpactListResponse, ZImpactParams, ZImpactResponse } from './schemas.ts';
import * as service from './service.ts';

const refusals = errorResponses(401, 403, 404, 422);

/** Impacts and their multipliers: editor-api.md "Impacts". */
export const impactRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['impacts'], summary, security: BEARER_SECURITY });
  const deps: service.ImpactsDeps = { db: app.db };
  const base = '/v1/admin/budgets/:id/impacts';
  const one = `${base}/:iid`;

  app.get(
    base,
    {
      ...guarded,
      schema: {
        ...doc('The impacts, in display order'),
        params: ZBudgetParams,
        response: { 200: ZImpactListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.listImpacts(deps, authOf(request), request.params.id) }),
  );

  app.post(
    base,
    {
      ...guarded,
      schema: {
        ...doc('Add an impact (last in the list)'),
        params: ZBudgetParams,
        body: ZImpactSave,
        response: { 201: ZImpactResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await service.createImpact(deps, authOf(request), request.params.id, request.body);
      reply.code(201);
      return { data };
    },
  );

  app.post(
    `${base}/set-order`,
    {
      ...guarded,
      schema: {
        ...doc('Order the impacts (every id once)'),
        params: ZBudgetParams,
        body: ZSetOrder,
        response: { 200: ZSavedResponse, ...refusals },
      },
    },
    async (request) => {
      await service.orderImpacts(deps, authOf(request), request.params.id, request.body.display_order);
      return SAVED;
    },
  );

  app.patch(
    one,
    {
      ...guarded,
      schema: {
        ...doc('Change fields of an impact'),
        params: ZImpactParams,
        body: ZImpactPatch,
        response: { 200: ZImpactResponse, ...refusals },
      },
    },
    async (request) => {
      const { id, iid } = request.params;
      return { data: await service.updateImpact(deps, authOf(request), id, iid, request.body) };
    },
  );

  app.delete(
    one,
    {
      ...guarded,
      schema: {
        ...doc('Delete an impact and its multipliers'),
        params: ZImpactParams,
        response: { 200: ZDeletedResponse, ...refusals },
      },
    },
    async (request) => {
      const { id, iid } = request.params;
      await service.deleteImpact(deps, authOf(request), id, iid);
      return DELETED;
    },
  );

  app.get(
    `${one}/multipliers`,
    {
      ...guarded,
      schema: {
        ...doc("The impact's multiplier table: every item, result and total (4 decimals)"),
        params: ZImpactParams,
        response: { 200: ZCalculationResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id, iid } = request.params;
      return { data: await service.getCalculation(deps, authOf(request), id, iid) };
    },
  );

  app.put(
    `${one}/multipliers`,
    {
      ...guarded,
      schema: {
        ...doc("Replace the impact's multipliers (one transaction); answers the new table"),
        params: ZImpactParams,
        body: ZImpactMultipliers,
        response: { 200: ZCalculationResponse, ...refusals },
      },
    },
    async (request) => {
      const { id, iid } = request.params;
      return { data: await service.saveMultipliers(deps, authOf(request), id, iid, request.body) };
    },
  );
};
