import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ITEM_IMAGE_FIELD,
  ITEM_IMAGE_LIMITS,
  ITEM_IMAGE_MESSAGES as M,
  ZImageUrlSave,
} from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { readUploadedFile } from '../../http/upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { deleteItemImage, setItemImageUrl, uploadItemImage } from './item-images.ts';
import { ZItemImageResponse, ZItemParams } from './schemas.ts';
import type { StructureDeps } from './service.ts';

const created = (url: string | null) => ({ status: 'created' as const, url });

/** docs/api.md "Budget structure": an item's image (upload, stock-photo URL, delete). */
export const itemImageRoutes: FastifyPluginAsyncZod<{ deps: StructureDeps }> = async (app, { deps }) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['structure'], summary, security: BEARER_SECURITY });
  const path = '/v1/admin/budgets/:id/subcategory/:subId/image';
  const responses = { 200: ZItemImageResponse, ...errorResponses(401, 403, 404, 422) };

  app.post(
    path,
    {
      ...guarded,
      schema: {
        ...doc("Upload an item's image (multipart field image: PNG, JPEG or GIF up to 20 MB)"),
        params: ZItemParams,
        consumes: ['multipart/form-data'],
        response: responses,
      },
    },
    async (request) => {
      const data = await readUploadedFile(request, ITEM_IMAGE_FIELD, ITEM_IMAGE_LIMITS.maxBytes, {
        missing: M.typeInvalid,
        tooLarge: M.tooLarge,
      });
      const { id, subId } = request.params;
      const { url, view } = await uploadItemImage(deps, authOf(request), id, subId, data);
      return { meta: created(url), data: view };
    },
  );

  app.post(
    `${path}-url`,
    {
      ...guarded,
      schema: {
        ...doc("Set an item's image to an outside (stock photo) URL with its alt text and credit"),
        params: ZItemParams,
        body: ZImageUrlSave,
        response: responses,
      },
    },
    async (request) => {
      const { id, subId } = request.params;
      const view = await setItemImageUrl(deps, authOf(request), id, subId, request.body);
      return { meta: created(request.body.image_url), data: view };
    },
  );

  app.delete(
    path,
    {
      ...guarded,
      schema: { ...doc("Remove an item's image"), params: ZItemParams, response: responses },
    },
    async (request) => {
      const { id, subId } = request.params;
      const view = await deleteItemImage(deps, authOf(request), id, subId);
      return { meta: created(null), data: view };
    },
  );
};
