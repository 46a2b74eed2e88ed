import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCategoryAnalytics,
  ZClientAnalytics,
  ZCommentsPage,
  ZCommentsPageQuery,
  ZDashboard,
  ZDashboardQuery,
  ZLocationMarker,
  ZQuestionHighlight,
  ZSubcategoryAnalytics,
} from '@commonpurse/domain/analytics';
import { sendCsv } from '../../http/downloads.ts';
import { ZPathId } from '../../http/path-ids.ts';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { ZBudgetParams } from '../budgets/index.ts';
import * as service from './service.ts';

const ZCategoryParams = ZBudgetParams.extend({ categoryId: ZPathId });
const ZSubcategoryParams = ZCategoryParams.extend({ subId: ZPathId });
const errors = errorResponses(401, 403, 404);

/** A simulation's analytics, comments and locations, and the dashboard (docs/api.md "Simulation analytics"). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Figures may lag a replica's delay (they already lag the rollup job's); sign-in stays on the primary.
  const deps: service.AnalyticsDeps = { db: app.readDb };
  const doc = (summary: string) => ({ tags: ['analytics'], summary, security: BEARER_SECURITY });
  const guarded = { onRequest: app.authenticate };
  const budgetPath = '/v1/admin/budgets/:id';

  app.get(
    `${budgetPath}/analytics`,
    {
      ...guarded,
      schema: {
        ...doc("A simulation's analytics (spec 2 'Client analytics'); New has no data"),
        params: ZBudgetParams,
        response: { 200: z.object({ data: ZClientAnalytics }), ...errors },
      },
    },
    async (request) => ({ data: await service.getAnalytics(deps, authOf(request), request.params.id) }),
  );

  app.get(
    `${budgetPath}/categories/:categoryId/analytics`,
    {
      ...guarded,
      schema: {
        ...doc("A category's analytics with its subcategories' rows and comments"),
        params: ZCategoryParams,
        response: { 200: z.object({ data: ZCategoryAnalytics }), ...errors },
      },
    },
    async (request) => {
      const { id, categoryId } = request.params;
      return { data: await service.getCategoryAnalytics(deps, authOf(request), id, categoryId) };
    },
  );

  app.get(
    `${budgetPath}/categories/:categoryId/subcategories/:subId/analytics`,
    {
      ...guarded,
      schema: {
        ...doc("A subcategory's analytics, its scenario options and comments"),
        params: ZSubcategoryParams,
        response: { 200: z.object({ data: ZSubcategoryAnalytics }), ...errors },
      },
    },
    async (request) => {
      const { id, categoryId, subId } = request.params;
      return { data: await service.getSubcategoryAnalytics(deps, authOf(request), id, categoryId, subId) };
    },
  );

  app.get(
    `${budgetPath}/comments`,
    {
      ...guarded,
      schema: {
        ...doc('Comments, 10 a page, newest first (no IP addresses when the client suppresses them)'),
        params: ZBudgetParams,
        querystring: ZCommentsPageQuery,
        response: { 200: ZCommentsPage, ...errors },
      },
    },
    (request) => service.listComments(deps, authOf(request), request.params.id, request.query.page),
  );

  app.get(
    `${budgetPath}/comments/export`,
    {
      ...guarded,
      schema: {
        ...doc('Every comment as CSV'),
        produces: ['text/csv'],
        params: ZBudgetParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await service.commentsCsv(deps, authOf(request), request.params.id);
      return sendCsv(reply, fileName, body);
    },
  );

  app.get(
    `${budgetPath}/submissions/locations`,
    {
      ...guarded,
      schema: {
        ...doc("The location map's markers: the newest submissions' pins"),
        params: ZBudgetParams,
        response: { 200: z.object({ data: z.array(ZLocationMarker) }), ...errors },
      },
    },
    async (request) => ({ data: await service.locationMarkers(deps, authOf(request), request.params.id) }),
  );

  app.get(
    `${budgetPath}/questions/analytics`,
    {
      ...guarded,
      schema: {
        ...doc("Each entry and exit question's answers: option counts, or the newest free-text answers"),
        params: ZBudgetParams,
        response: { 200: z.object({ data: z.array(ZQuestionHighlight) }), ...errors },
      },
    },
    async (request) => ({ data: await service.questionHighlights(deps, authOf(request), request.params.id) }),
  );

  app.get(
    '/v1/admin/dashboard',
    {
      ...guarded,
      schema: {
        ...doc("The dashboard: the simulation selector and the chosen simulation's analytics"),
        querystring: ZDashboardQuery,
        response: { 200: z.object({ data: ZDashboard }), ...errors },
      },
    },
    async (request) => ({ data: await service.getDashboard(deps, authOf(request), request.query.budget_id) }),
  );
};
