import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIMULATION_LIMITS, SIMULATION_MESSAGES as M, ZCustomTextSave } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { readUploadedFile } from '../../http/upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { ZBudgetParams, ZDeletedResponse } from '../budgets/index.ts';
import { removeHeaderImage, replaceHeaderImage } from './header-image.ts';
import type { SimulationDeps } from './loader.ts';
import { ZCustomTextResponse, ZHeaderImageResponse, ZStringParams } from './schemas.ts';
import { deleteText, saveText } from './texts.ts';

/** Custom texts and the header image of a simulation. */
export const assetRoutes: FastifyPluginAsyncZod<{ deps: SimulationDeps }> = async (app, { deps }) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['simulations'], summary, security: BEARER_SECURITY });

  app.post(
    '/v1/admin/budgets/:id/strings',
    {
      ...guarded,
      schema: {
        ...doc('Set the custom text of a token'),
        params: ZBudgetParams,
        body: ZCustomTextSave,
        response: { 200: ZCustomTextResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: await saveText(deps, authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/v1/admin/budgets/:id/strings/:stringId',
    {
      ...guarded,
      schema: {
        ...doc('Remove a custom text (the default text shows again)'),
        params: ZStringParams,
        response: { 200: ZDeletedResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await deleteText(deps, authOf(request), request.params.id, request.params.stringId);
      return { meta: { status: 'deleted' as const } };
    },
  );

  app.post(
    '/v1/admin/budgets/:id/header-image',
    {
      ...guarded,
      schema: {
        ...doc('Upload the header image (multipart field header_image: PNG, JPEG or GIF up to 20 MB)'),
        params: ZBudgetParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZHeaderImageResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await readUploadedFile(request, 'header_image', SIMULATION_LIMITS.headerImageMaxBytes, {
        missing: M.imageTypeInvalid,
        tooLarge: M.imageTooLarge,
      });
      const { url, view } = await replaceHeaderImage(deps, authOf(request), request.params.id, data);
      return { meta: { status: 'created' as const, url }, data: view };
    },
  );

  app.delete(
    '/v1/admin/budgets/:id/header-image',
    {
      ...guarded,
      schema: {
        ...doc('Remove the header image'),
        params: ZBudgetParams,
        response: { 200: ZDeletedResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await removeHeaderImage(deps, authOf(request), request.params.id);
      return { meta: { status: 'deleted' as const } };
    },
  );
};
