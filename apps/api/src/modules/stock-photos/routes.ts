import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STOCK_PHOTO_MESSAGES as M,
  STOCK_PHOTO_PAGE_SIZE,
  ZStockPhotoQuery,
  ZStockPhotoResults,
} from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { BEARER_SECURITY, errorResponses, ZErrorBody } from '../../http/schemas.ts';
import { StockPhotoUnavailable, type StockPhotoProvider } from './provider.ts';

export interface StockPhotoRoutesOptions {
  /** Null when no provider is configured: the search answers `configured: false`. */
  provider: StockPhotoProvider | null;
}

/** docs/api.md "Stock photos": the item dialog's search, 10 landscape photos a page. */
export const stockPhotoRoutes: FastifyPluginAsyncZod<StockPhotoRoutesOptions> = async (app, { provider }) => {
  app.get(
    '/v1/admin/stock-photos',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['structure'],
        summary: 'Search stock photos (landscape, 10 a page)',
        security: BEARER_SECURITY,
        querystring: ZStockPhotoQuery,
        response: { 200: ZStockPhotoResults, 502: ZErrorBody, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { query, page } = request.query;
      if (!provider) return { data: [], meta: { configured: false, page, total_pages: 0 } };
      try {
        const found = await provider.search(query, page, STOCK_PHOTO_PAGE_SIZE);
        return { data: found.photos, meta: { configured: true, page, total_pages: found.totalPages } };
      } catch (error) {
        if (!(error instanceof StockPhotoUnavailable)) throw error;
        request.log.warn({ err: error }, 'stock photo search failed');
        throw new AppError(502, M.searchFailed);
      }
    },
  );
};
