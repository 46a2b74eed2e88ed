import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZManagedPublisher, ZUserProfileUpdate } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import {
  ZActiveClientBody,
  ZMeQuery,
  ZMeResponse,
  ZMetaKeyParams,
  ZMetaValueBody,
  ZPublishersQuery,
} from './schemas.ts';
import * as service from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['account'], summary, security: BEARER_SECURITY });

  app.get(
    '/v1/users/me',
    {
      ...guarded,
      schema: {
        ...doc('The signed-in user, optionally with the active client and the navigation'),
        querystring: ZMeQuery,
        response: { 200: ZMeResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      data: await service.loadMe(app.db, app.config, authOf(request), request.query.include),
    }),
  );

  app.patch(
    '/v1/users/me',
    {
      ...guarded,
      schema: {
        ...doc(
          'Update names, e-mail or password. A password or e-mail change needs current_password unless signed in within 15 minutes, and is refused while impersonating; a password change ends the other sessions',
        ),
        querystring: ZMeQuery,
        body: ZUserProfileUpdate,
        response: { 200: ZMeResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await service.updateProfile(app.db, app.config, auth, request.body);
      return { data: await service.loadMe(app.db, app.config, auth, request.query.include) };
    },
  );

  app.get(
    '/v1/users/managed-publishers',
    {
      ...guarded,
      schema: {
        ...doc('Clients the user manages, filtered by name or presiding area'),
        querystring: ZPublishersQuery,
        response: { 200: z.object({ data: z.array(ZManagedPublisher) }), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      data: await service.listManagedPublishers(app.db, authOf(request), request.query.filter),
    }),
  );

  app.put(
    '/v1/users/me/active-client',
    {
      ...guarded,
      schema: {
        ...doc('Switch the active client (publisher)'),
        body: ZActiveClientBody,
        response: { 200: ZMeResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await service.switchActiveClient(app.db, app.config, authOf(request), request.body.client_id),
    }),
  );

  app.get(
    '/v1/users/me/meta',
    {
      ...guarded,
      schema: {
        ...doc("The user's settings for the active client"),
        response: { 200: z.object({ data: z.record(z.string(), z.string()) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await service.readMeta(app.db, authOf(request)) }),
  );

  app.put(
    '/v1/users/me/meta/:key',
    {
      ...guarded,
      schema: {
        ...doc('Set one setting for the active client'),
        params: ZMetaKeyParams,
        body: ZMetaValueBody,
        response: {
          200: z.object({ data: z.object({ key: z.string(), value: z.string() }) }),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => ({
      data: await service.writeMeta(app.db, authOf(request), request.params.key, request.body.value),
    }),
  );
};
