import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCategoryPatch,
  ZCategorySave,
  ZSetOrder,
  ZSubcategoryPatch,
  ZSubcategorySave,
} from '@commonpurse/domain';
import { sendCsv } from '../../http/downloads.ts';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { DELETED, SAVED, ZBudgetParams, ZDeletedResponse, ZSavedResponse } from '../budgets/index.ts';
import {
  ZCategoryParams,
  ZCategoryResponse,
  ZImportedResponse,
  ZStandardizedQuery,
  ZStandardizedResponse,
  ZSubcategoryParams,
  ZSubcategoryResponse,
} from './schemas.ts';
import * as service from './service.ts';
import { listStandardizedSubcategories } from './standardized.ts';
import { exportCategories, importCategories, readCsvUpload } from './csv.ts';
import { CSV_TEMPLATES } from './templates.ts';
import { itemImageRoutes } from './image-routes.ts';

const refusals = errorResponses(401, 403, 404, 422);

/** docs/api.md "Budget structure": categories, subcategories, their order, the classification. */
export const structureRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['structure'], summary, security: BEARER_SECURITY });
  const deps: service.StructureDeps = { db: app.db, storage: app.storage, log: app.log };
  await app.register(itemImageRoutes, { deps });

  app.get(
    '/v1/admin/standardized-subcategories',
    {
      ...guarded,
      schema: {
        ...doc('The standardized (public-finance) classification of subcategories'),
        querystring: ZStandardizedQuery,
        response: { 200: ZStandardizedResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ data: await listStandardizedSubcategories(app.db, request.query.per_page) }),
  );

  app.post(
    '/v1/admin/budgets/:id/projects/set-order',
    {
      ...guarded,
      schema: {
        ...doc("Order a prioritization's projects (every item of its categories)"),
        params: ZBudgetParams,
        body: ZSetOrder,
        response: { 200: ZSavedResponse, ...refusals },
      },
    },
    async (request) => {
      await service.orderProjects(deps, authOf(request), request.params.id, request.body.display_order);
      return SAVED;
    },
  );

  for (const [file, body] of Object.entries(CSV_TEMPLATES)) {
    app.get(
      `/static/${file}`,
      { schema: { tags: ['structure'], summary: `The ${file} import template` } },
      (_request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file}"`)
          .send(body),
    );
  }

  for (const list of Object.keys(service.CATEGORY_LISTS) as service.TCategoryList[]) {
    const base = `/v1/admin/budgets/:id/${list}`;
    const category = `${base}/:categoryId`;
    const subcategories = `${category}/subcategories`;

    app.get(
      `${base}/export`,
      {
        ...guarded,
        schema: {
          ...doc(`The ${list} categories as CSV (columns category, subcategory, amount, details)`),
          params: ZBudgetParams,
          produces: ['text/csv'],
          response: errorResponses(401, 403, 404),
        },
      },
      async (request, reply) => {
        const { filename, body } = await exportCategories(deps, authOf(request), request.params.id, list);
        return sendCsv(reply, filename, body);
      },
    );

    app.post(
      `${base}/import`,
      {
        ...guarded,
        schema: {
          ...doc(`Replace the ${list} categories with a CSV file (multipart field csv_file or file)`),
          params: ZBudgetParams,
          consumes: ['multipart/form-data'],
          response: { 200: ZImportedResponse, ...refusals },
        },
      },
      async (request) => {
        const bytes = await readCsvUpload(request);
        const data = await importCategories(deps, authOf(request), request.params.id, list, bytes);
        return { meta: { status: 'imported' as const }, data };
      },
    );

    app.post(
      base,
      {
        ...guarded,
        schema: {
          ...doc(`Add a ${list} category (last in the list)`),
          params: ZBudgetParams,
          body: ZCategorySave,
          response: { 201: ZCategoryResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const data = await service.createCategory(
          deps,
          authOf(request),
          request.params.id,
          list,
          request.body,
        );
        return reply.code(201).send({ data });
      },
    );

    app.post(
      `${base}/set-order`,
      {
        ...guarded,
        schema: {
          ...doc(`Order the ${list} categories (every id of the list, once)`),
          params: ZBudgetParams,
          body: ZSetOrder,
          response: { 200: ZSavedResponse, ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params;
        await service.orderCategories(deps, authOf(request), id, list, request.body.display_order);
        return SAVED;
      },
    );

    app.patch(
      category,
      {
        ...guarded,
        schema: {
          ...doc(`Change fields of a ${list} category`),
          params: ZCategoryParams,
          body: ZCategoryPatch,
          response: { 200: ZCategoryResponse, ...refusals },
        },
      },
      async (request) => {
        const { id, categoryId } = request.params;
        return {
          data: await service.updateCategory(deps, authOf(request), id, list, categoryId, request.body),
        };
      },
    );

    app.delete(
      category,
      {
        ...guarded,
        schema: {
          ...doc(`Delete a ${list} category and its subcategories`),
          params: ZCategoryParams,
          response: { 200: ZDeletedResponse, ...refusals },
        },
      },
      async (request) => {
        const { id, categoryId } = request.params;
        await service.deleteCategory(deps, authOf(request), id, list, categoryId);
        return DELETED;
      },
    );

    app.post(
      subcategories,
      {
        ...guarded,
        schema: {
          ...doc(`Add a subcategory (item or suggestion box) to a ${list} category`),
          params: ZCategoryParams,
          body: ZSubcategorySave,
          response: { 201: ZSubcategoryResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const { id, categoryId } = request.params;
        const data = await service.createSubcategory(
          deps,
          authOf(request),
          id,
          list,
          categoryId,
          request.body,
        );
        return reply.code(201).send({ data });
      },
    );

    app.post(
      `${subcategories}/set-order`,
      {
        ...guarded,
        schema: {
          ...doc('Order the subcategories of a category (every id of the category, once)'),
          params: ZCategoryParams,
          body: ZSetOrder,
          response: { 200: ZSavedResponse, ...refusals },
        },
      },
      async (request) => {
        const { id, categoryId } = request.params;
        await service.orderSubcategories(
          deps,
          authOf(request),
          id,
          list,
          categoryId,
          request.body.display_order,
        );
        return SAVED;
      },
    );

    app.patch(
      `${subcategories}/:subId`,
      {
        ...guarded,
        schema: {
          ...doc('Change fields of a subcategory; budget_category_id moves it to another category'),
          params: ZSubcategoryParams,
          body: ZSubcategoryPatch,
          response: { 200: ZSubcategoryResponse, ...refusals },
        },
      },
      async (request) => {
        const { id, categoryId, subId } = request.params;
        return {
          data: await service.updateSubcategory(
            deps,
            authOf(request),
            id,
            list,
            categoryId,
            subId,
            request.body,
          ),
        };
      },
    );

    app.delete(
      `${subcategories}/:subId`,
      {
        ...guarded,
        schema: {
          ...doc('Delete a subcategory'),
          params: ZSubcategoryParams,
          response: { 200: ZDeletedResponse, ...refusals },
        },
      },
      async (request) => {
        const { id, categoryId, subId } = request.params;
        await service.deleteSubcategory(deps, authOf(request), id, list, categoryId, subId);
        return DELETED;
      },
    );
  }
};
