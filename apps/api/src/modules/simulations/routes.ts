import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSimulationCreate, ZSimulationDuplicate } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses, ZStatusSuccess } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { ZBudgetParams, ZDeletedResponse } from '../budgets/index.ts';
import { assetRoutes } from './asset-routes.ts';
import { exportRoutes } from './export-routes.ts';
import { duplicateSimulation } from './duplicate.ts';
import { duplicateReceiptAsSimulation } from './duplicate-receipt.ts';
import { loadView, type SimulationDeps } from './loader.ts';
import {
  ZListQuery,
  ZListResponse,
  ZSimulationPatch,
  ZSlugQuery,
  ZViewQuery,
  ZViewOrBoardResponse,
  ZViewResponse,
} from './schemas.ts';
import * as service from './service.ts';
import { patchSimulation } from './patch.ts';

/** docs/api.md "Simulations and prioritizations". */
export const simulationRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['simulations'], summary, security: BEARER_SECURITY });
  const deps: SimulationDeps = {
    db: app.db,
    urls: { appBaseUrl: app.config.appBaseUrl, publicBaseHost: app.config.publicBaseHost },
    previewTokens: app.previewTokens,
    storage: app.storage,
    log: app.log,
  };

  app.get(
    '/v1/admin/budgets',
    {
      ...guarded,
      schema: {
        ...doc("The client's simulations (newest first), or every client's templates (by name)"),
        querystring: ZListQuery,
        response: { 200: ZListResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      service.listSimulations(deps, authOf(request), {
        templates: request.query.type === 'discoverable',
        isPb: request.query.is_pb,
        perPage: request.query.per_page,
        page: request.query.page,
      }),
  );

  app.get(
    '/v1/admin/budgets/:id',
    {
      ...guarded,
      schema: {
        ...doc('One simulation with the children named in include= (fields=board: lighter list items)'),
        params: ZBudgetParams,
        querystring: ZViewQuery,
        response: { 200: ZViewOrBoardResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { include, fields } = request.query;
      return { data: await loadView(deps, authOf(request).clientId, request.params.id, include, fields) };
    },
  );

  app.post(
    '/v1/admin/budgets',
    {
      ...guarded,
      schema: {
        ...doc('Create a New simulation or prioritization'),
        body: ZSimulationCreate,
        response: { 201: ZViewResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await service.createSimulation(deps, authOf(request), request.body);
      reply.code(201);
      return { data };
    },
  );

  app.post(
    '/v1/admin/budgets/:id/duplicate',
    {
      ...guarded,
      schema: {
        ...doc('Deep-copy one of the client’s simulations or any template into the client'),
        params: ZBudgetParams,
        body: ZSimulationDuplicate,
        response: { 201: ZViewResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await duplicateSimulation(deps, authOf(request), request.params.id, request.body);
      reply.code(201);
      return { data };
    },
  );

  // Under the receipts' path (spec 1 section 7) but here: it makes a simulation, answered as one.
  app.post(
    '/v1/admin/receipts/:id/duplicate-as-simulation',
    {
      ...guarded,
      schema: {
        ...doc("A New simulation holding a copy of one of the client's taxpayer receipts' spending"),
        params: ZBudgetParams,
        body: ZSimulationDuplicate,
        response: { 201: ZViewResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await duplicateReceiptAsSimulation(deps, authOf(request), request.params.id, request.body);
      reply.code(201);
      return { data };
    },
  );

  app.patch(
    '/v1/admin/budgets/:id',
    {
      ...guarded,
      schema: {
        ...doc('Change the status (on its own), or any of the fields'),
        params: ZBudgetParams,
        body: ZSimulationPatch,
        response: { 200: ZViewResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await patchSimulation(deps, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/v1/admin/budgets/:id',
    {
      ...guarded,
      schema: {
        ...doc('Delete a New simulation and everything in it'),
        params: ZBudgetParams,
        response: { 200: ZDeletedResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteSimulation(deps, authOf(request), request.params.id);
      return { meta: { status: 'deleted' as const } };
    },
  );

  app.get(
    '/v1/admin/validate-subdomain-slug',
    {
      ...guarded,
      schema: {
        ...doc("Whether a slug is valid and free among the client's simulations and receipts"),
        querystring: ZSlugQuery,
        response: { 200: ZStatusSuccess, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      // A simulation or a receipt keeps its own slug: the one named is left out of the check.
      const { slug, budget_id, tax_receipt_id } = request.query;
      await service.validateSlug(deps, authOf(request), slug ?? '', budget_id ?? tax_receipt_id);
      return { status: 'success' as const };
    },
  );

  await app.register(assetRoutes, { deps });
  await app.register(exportRoutes, { deps });
};
