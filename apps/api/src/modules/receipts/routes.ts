import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPredefinedCalculations, ZReceiptCreate } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { DELETED, ZBudgetParams, ZDeletedResponse } from '../budgets/index.ts';
import { duplicateReceipt, duplicateSimulationAsReceipt } from './duplicate.ts';
import type { ReceiptDeps } from './loader.ts';
import {
  ZPredefinedCalculationsResponse,
  ZReceiptListQuery,
  ZReceiptListResponse,
  ZReceiptPatch,
  ZReceiptResponse,
  ZReceiptViewQuery,
} from './schemas.ts';
import * as service from './service.ts';

const refusals = errorResponses(401, 403, 404, 422);

/** docs/api.md "Taxpayer receipts". */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['receipts'], summary, security: BEARER_SECURITY });
  const deps: ReceiptDeps = {
    db: app.db,
    urls: { appBaseUrl: app.config.appBaseUrl, publicBaseHost: app.config.publicBaseHost },
    previewTokens: app.previewTokens,
    storage: app.storage,
    log: app.log,
  };

  app.get(
    '/v1/admin/receipts',
    {
      ...guarded,
      schema: {
        ...doc("The client's taxpayer receipts (newest first) and the licence counter"),
        querystring: ZReceiptListQuery,
        response: { 200: ZReceiptListResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      service.listReceipts(deps, authOf(request), {
        perPage: request.query.per_page,
        page: request.query.page,
      }),
  );

  app.get(
    '/v1/admin/receipts/:id',
    {
      ...guarded,
      schema: {
        ...doc('One taxpayer receipt, with its spending when include= names it'),
        params: ZBudgetParams,
        querystring: ZReceiptViewQuery,
        response: { 200: ZReceiptResponse, ...refusals },
      },
    },
    async (request) => ({
      data: await service.getReceipt(deps, authOf(request), request.params.id, request.query.include),
    }),
  );

  app.post(
    '/v1/admin/receipts',
    {
      ...guarded,
      schema: {
        ...doc('Create a New taxpayer receipt'),
        body: ZReceiptCreate,
        response: { 201: ZReceiptResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const data = await service.createReceipt(deps, authOf(request), request.body);
      reply.code(201);
      return { data };
    },
  );

  app.post(
    '/v1/admin/receipts/:id/duplicate',
    {
      ...guarded,
      schema: {
        ...doc("Copy one of the client's taxpayer receipts into a New one"),
        params: ZBudgetParams,
        body: ZReceiptCreate,
        response: { 201: ZReceiptResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await duplicateReceipt(deps, authOf(request), request.params.id, request.body);
      reply.code(201);
      return { data };
    },
  );

  app.post(
    '/v1/admin/budgets/:id/duplicate-as-receipt',
    {
      ...guarded,
      schema: {
        ...doc("A New taxpayer receipt holding a copy of one of the client's simulations' spending"),
        params: ZBudgetParams,
        body: ZReceiptCreate,
        response: { 201: ZReceiptResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await duplicateSimulationAsReceipt(deps, authOf(request), request.params.id, request.body);
      reply.code(201);
      return { data };
    },
  );

  app.patch(
    '/v1/admin/receipts/:id',
    {
      ...guarded,
      schema: {
        ...doc('Change the status (on its own), or any of the fields'),
        params: ZBudgetParams,
        body: ZReceiptPatch,
        response: { 200: ZReceiptResponse, ...refusals },
      },
    },
    async (request) => ({
      data: await service.patchReceipt(deps, authOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/v1/admin/receipts/:id',
    {
      ...guarded,
      schema: {
        ...doc('Delete a New taxpayer receipt and its spending'),
        params: ZBudgetParams,
        response: { 200: ZDeletedResponse, ...refusals },
      },
    },
    async (request) => {
      await service.deleteReceipt(deps, authOf(request), request.params.id);
      return DELETED;
    },
  );

  app.patch(
    '/v1/admin/receipts/:id/predefined-calculations',
    {
      ...guarded,
      schema: {
        ...doc('Change any of the three tax calculators'),
        params: ZBudgetParams,
        body: ZPredefinedCalculations,
        response: { 200: ZPredefinedCalculationsResponse, ...refusals },
      },
    },
    async (request) => ({
      data: await service.updatePredefinedCalculations(
        deps,
        authOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
