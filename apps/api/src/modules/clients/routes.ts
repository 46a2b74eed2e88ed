import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES as M,
  LOGO_FIELD,
  LOGO_LIMITS,
  ZClientProfileUpdate,
  ZSubdomainQuery,
} from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses, ZStatusSuccess } from '../../http/schemas.ts';
import { readUploadedFile } from '../../http/upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { removeLogo, replaceLogo, type LogoDeps } from './logo.ts';
import { ZClientResponse, ZLogoCreatedResponse, ZLogoDeletedResponse } from './schemas.ts';
import * as service from './service.ts';

/** docs/api.md "Account: organisation profile and logo (issue 15)": the active client's own record. */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['clients'], summary, security: BEARER_SECURITY });
  const logoDeps: LogoDeps = { db: app.db, storage: app.storage, log: app.log };

  app.patch(
    '/v1/admin/clients/me',
    {
      ...guarded,
      schema: {
        ...doc(
          'Update the organisation profile: name, postal_code, logo_outbound_link, public_frame_ancestors, console_metadata (merged), and subdomain (superadmins only)',
        ),
        body: ZClientProfileUpdate,
        response: { 200: ZClientResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      data: await service.updateClientProfile(app.db, authOf(request), request.body),
    }),
  );

  app.get(
    '/v1/validate-subdomain',
    {
      ...guarded,
      schema: {
        ...doc('Whether a subdomain is well formed and free (the client’s own counts as free)'),
        querystring: ZSubdomainQuery,
        response: { 200: ZStatusSuccess, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      await service.validateSubdomain(app.db, authOf(request), request.query.subdomain ?? '');
      return { status: 'success' as const };
    },
  );

  app.post(
    '/v1/admin/clients/me/logo',
    {
      ...guarded,
      schema: {
        ...doc(
          'Upload the logo (multipart field logo_file: PNG, JPEG or GIF under 20 MB), replacing the old one',
        ),
        consumes: ['multipart/form-data'],
        response: { 200: ZLogoCreatedResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const data = await readUploadedFile(request, LOGO_FIELD, LOGO_LIMITS.maxBytes, {
        missing: M.logoTypeInvalid,
        tooLarge: M.logoTooLarge,
      });
      const { url, client } = await replaceLogo(logoDeps, authOf(request), data);
      return { meta: { status: 'created' as const, url }, data: client };
    },
  );

  app.delete(
    '/v1/admin/clients/me/logo',
    {
      ...guarded,
      schema: {
        ...doc('Remove the logo'),
        response: { 200: ZLogoDeletedResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      meta: { status: 'deleted' as const },
      data: await removeLogo(logoDeps, authOf(request)),
    }),
  );
};
