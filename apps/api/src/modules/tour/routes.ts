import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSetOrder } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { ZBudgetParams } from '../budgets/index.ts';
import * as service from './service.ts';

const ZTourResponse = z.object({
  meta: z.object({ status: z.literal('saved') }),
  data: z.array(z.object({ id: z.number().int(), tour_order: z.number().int().nullable() })),
});

/** The guided tour's category order: editor-api.md "Guided tour". */
export const tourRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.TourDeps = { db: app.db };

  app.post(
    '/v1/admin/budgets/:id/tour/set-order',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tour'],
        summary: 'The tour categories in order; every other category leaves the tour',
        security: BEARER_SECURITY,
        params: ZBudgetParams,
        body: ZSetOrder,
        response: { 200: ZTourResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await service.setTourOrder(deps, authOf(request), id, request.body.display_order);
      return { meta: { status: 'saved' as const }, data };
    },
  );
};
