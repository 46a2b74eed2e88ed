import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@commonpurse/domain';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { authOf } from '../../plugins/auth.ts';
import {
  ZIntegrationBudgetsResponse,
  ZIntegrationTypeParams,
  ZTokenCreatedResponse,
  ZTokenListResponse,
  ZTokensRevokedResponse,
} from './schemas.ts';
import * as service from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client whose integration token authenticated the call (integration API routes only). */
    integrationClient: service.IntegrationClient | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * docs/api.md "Integration tokens (issue 15)": staff manage the client's tokens (integrations
 * capability), and third-party software reads through the integration API with one. An integration
 * token authenticates the integration API only; a console session never does.
 */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.IntegrationDeps = {
    db: app.db,
    urls: { appBaseUrl: app.config.appBaseUrl, publicBaseHost: app.config.publicBaseHost },
  };
  const guarded = { onRequest: app.authenticate } as const;
  const doc = (summary: string) => ({ tags: ['integrations'], summary, security: BEARER_SECURITY });
  const path = '/v1/admin/integrations/:type';
  const errors = errorResponses(401, 403, 404, 422);

  app.get(
    path,
    {
      ...guarded,
      schema: {
        ...doc("The client's tokens of a type (budget-software), newest first, without their secrets"),
        params: ZIntegrationTypeParams,
        response: { 200: ZTokenListResponse, ...errors },
      },
    },
    async (request) => ({
      data: await service.listTokens(deps, authOf(request), request.params.type),
    }),
  );

  app.post(
    path,
    {
      ...guarded,
      schema: {
        ...doc('Revoke the active token of the type and create a new one; its secret is answered only here'),
        params: ZIntegrationTypeParams,
        response: { 201: ZTokenCreatedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.createToken(deps, authOf(request), request.params.type);
      reply.code(201);
      return { data };
    },
  );

  app.delete(
    path,
    {
      ...guarded,
      schema: {
        ...doc('Revoke every token of the type at once'),
        params: ZIntegrationTypeParams,
        response: { 200: ZTokensRevokedResponse, ...errors },
      },
    },
    async (request) => ({
      meta: { status: 'deleted' as const },
      data: await service.revokeTokens(deps, authOf(request), request.params.type),
    }),
  );

  // The integration API: machine reads share the reporting API's per-IP limit, on their own counter.
  app.decorateRequest('integrationClient', null);
  const limit = createAttemptLimiter(
    app,
    'integrations',
    app.config.reportingRateLimitPerIp,
    (r) => r.ip,
    ACCOUNT_MESSAGES.integrationTooManyRequests,
  );
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    request.integrationClient = await service.authenticate(deps, token);
  };
  const clientOf = (request: FastifyRequest) => {
    if (!request.integrationClient) throw new Error('integration route without its token check');
    return request.integrationClient;
  };

  app.get(
    '/v1/integrations/budgets',
    {
      onRequest: [limit, authenticate],
      schema: {
        tags: ['integrations'],
        summary:
          "The client's Active simulations with their categories and items (read-only; a budget-software integration token)",
        security: BEARER_SECURITY,
        response: { 200: ZIntegrationBudgetsResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ data: await service.activeBudgets(deps, clientOf(request)) }),
  );
};
