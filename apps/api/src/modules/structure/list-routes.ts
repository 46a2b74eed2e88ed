import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCategoryPatch, ZCategorySave, ZSetOrder, ZSubcategorySave } from '@commonpurse/domain';
import { sendCsv } from '../../http/downloads.ts';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { DELETED, SAVED, ZBudgetParams, ZDeletedResponse, ZSavedResponse } from '../budgets/index.ts';
import { exportCategories, importCategories, readCsvUpload } from './csv.ts';
import { ZCategoryParams, ZSubcategoryParams, type TStructureSchemas } from './schemas.ts';
import * as service from './service.ts';

const refusals = errorResponses(401, 403, 404, 422);

export interface CategoryListRouteOptions {
  /** Its `parent` decides the guard (simulation or receipt) and the answers' fields. */
  deps: service.StructureDeps;
  list: service.TCategoryList;
  /** The parent's path with its `:id`: /v1/admin/budgets/:id or /v1/admin/receipts/:id. */
  parentPath: string;
  /** The CSV export's path (a simulation's `{list}/export`, a receipt's `expense-export`). */
  exportPath: string;
  schemas: TStructureSchemas;
}

/**
 * One list's calls (docs/api.md "Budget structure"): its categories, their items, their order and the
 * list's CSV import and export. Registered once per simulation list and once for a receipt's spending,
 * so both parents share every rule.
 */
export const categoryListRoutes: FastifyPluginAsyncZod<CategoryListRouteOptions> = async (app, options) => {
  const { deps, list, schemas } = options;
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['structure'], summary, security: BEARER_SECURITY });
  const base = `${options.parentPath}/${list}`;
  const category = `${base}/:categoryId`;
  const subcategories = `${category}/subcategories`;

  app.get(
    options.exportPath,
    {
      ...guarded,
      schema: {
        ...doc(`The ${list} categories as CSV (columns category, subcategory, amount, details)`),
        params: ZBudgetParams,
        querystring: schemas.exportQuery,
        produces: ['text/csv'],
        response: errorResponses(401, 403, 404, 422),
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
        querystring: schemas.importQuery,
        consumes: ['multipart/form-data'],
        response: { 200: schemas.imported, ...refusals },
      },
    },
    async (request) => {
      const read = () => readCsvUpload(request);
      const data = await importCategories(deps, authOf(request), request.params.id, list, read);
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
        response: { 201: schemas.category, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await service.createCategory(deps, authOf(request), request.params.id, list, request.body);
      reply.code(201);
      return { data };
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
        response: { 200: schemas.category, ...refusals },
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
        response: { 201: schemas.subcategory, ...refusals },
      },
    },
    async (request, reply) => {
      const { id, categoryId } = request.params;
      const data = await service.createSubcategory(deps, authOf(request), id, list, categoryId, request.body);
      reply.code(201);
      return { data };
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
      const ids = request.body.display_order;
      await service.orderSubcategories(deps, authOf(request), id, list, categoryId, ids);
      return SAVED;
    },
  );

  app.get(
    `${subcategories}/:subId`,
    {
      ...guarded,
      schema: {
        ...doc('One subcategory with every field (the console reads it when a dialog opens)'),
        params: ZSubcategoryParams,
        response: { 200: schemas.subcategory, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id, categoryId, subId } = request.params;
      return { data: await service.readSubcategory(deps, authOf(request), id, list, categoryId, subId) };
    },
  );

  app.patch(
    `${subcategories}/:subId`,
    {
      ...guarded,
      schema: {
        ...doc('Change fields of a subcategory; budget_category_id moves it to another category'),
        params: ZSubcategoryParams,
        body: schemas.subcategoryPatch,
        response: { 200: schemas.subcategory, ...refusals },
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
};
