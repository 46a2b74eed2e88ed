import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSetOrder } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { SAVED, ZBudgetParams, ZSavedResponse } from '../budgets/index.ts';
import { SIMULATION_STRUCTURE_SCHEMAS, ZStandardizedQuery, ZStandardizedResponse } from './schemas.ts';
import * as service from './service.ts';
import { listStandardizedSubcategories } from './standardized.ts';
import { CSV_TEMPLATES } from './templates.ts';
import { itemImageRoutes } from './image-routes.ts';
import { categoryListRoutes } from './list-routes.ts';

const refusals = errorResponses(401, 403, 404, 422);
const SIMULATION_PATH = '/v1/admin/budgets/:id';

/** docs/api.md "Budget structure": categories, subcategories, their order, the classification. */
export const structureRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['structure'], summary, security: BEARER_SECURITY });
  const deps: service.StructureDeps = {
    db: app.db,
    storage: app.storage,
    log: app.log,
    parent: 'simulation',
  };
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
    `${SIMULATION_PATH}/projects/set-order`,
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
    await app.register(categoryListRoutes, {
      deps,
      list,
      parentPath: SIMULATION_PATH,
      exportPath: `${SIMULATION_PATH}/${list}/export`,
      schemas: SIMULATION_STRUCTURE_SCHEMAS,
    });
  }
};
