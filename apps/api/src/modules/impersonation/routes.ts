import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRowIdCoerced } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { ZTokenResponse } from '../auth/schemas.ts';
import * as service from './service.ts';

const ZImpersonationCreated = z.object({
  data: z.object({ token: z.string(), url: z.string(), expires_at: z.iso.datetime() }),
});

/** The user to impersonate, by id or by e-mail. */
const ZImpersonationTarget = z
  .object({ user_id: ZRowIdCoerced.optional(), email: z.email().optional() })
  .refine((body) => body.user_id !== undefined || body.email !== undefined, {
    error: 'Give the user_id or the email of the user to impersonate.',
    path: ['user_id'],
  });

export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/impersonations',
    {
      onRequest: app.authenticateSession,
      schema: {
        tags: ['impersonation'],
        summary: 'Superadmin only: a one-time token to sign in as another user',
        security: BEARER_SECURITY,
        body: ZImpersonationTarget,
        response: { 201: ZImpersonationCreated, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await service.createImpersonation(
        app.db,
        app.config,
        sessionOf(request),
        request.body.user_id !== undefined
          ? { id: request.body.user_id }
          : { email: request.body.email ?? '' },
      );
      reply.code(201);
      return { data };
    },
  );

  app.post(
    '/v1/impersonate',
    {
      schema: {
        tags: ['impersonation'],
        summary: 'Exchange a one-time impersonation token for a token pair',
        body: z.object({ token: z.string().min(1) }),
        response: { 200: ZTokenResponse, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.redeemImpersonation(app.db, app.config, request.body.token);
    },
  );
};
