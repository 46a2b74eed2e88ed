import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSOLE_OAUTH_CLIENT_ID, ZTokenRequest } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { API_MESSAGES } from '../../http/messages.ts';
import { BEARER_SECURITY, errorResponses } from '../../http/schemas.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { ZLogoutResponse, ZTokenResponse } from './schemas.ts';
import * as service from './service.ts';

const GRANT_TYPES: readonly unknown[] = ['password', 'refresh_token'];

const bodyField = (request: FastifyRequest, field: string): unknown =>
  typeof request.body === 'object' && request.body !== null
    ? (request.body as Record<string, unknown>)[field]
    : undefined;

const isPasswordGrant = (request: FastifyRequest) => bodyField(request, 'grant_type') === 'password';

/** The OAuth error for a malformed token request (RFC 6749 section 5.2). */
function malformedTokenRequest(request: FastifyRequest): AppError {
  const grantType = bodyField(request, 'grant_type');
  return typeof grantType === 'string' && !GRANT_TYPES.includes(grantType)
    ? new AppError(400, API_MESSAGES.unsupportedGrantType, { code: 'unsupported_grant_type' })
    : new AppError(400, API_MESSAGES.malformedTokenRequest, { code: 'invalid_request' });
}

/**
 * Browsers send form posts to any site without asking (CORS only guards JSON): a form post from a page
 * of another origin is refused, so no site can sign a visitor in or out of the console behind their back.
 * Clients that are not browsers send no Origin and keep the RFC 6749 form encoding.
 */
function refuseCrossSiteForm(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  if (!isForm || origin === undefined) return;
  const sameHost = URL.canParse(origin) && new URL(origin).host === request.host;
  if (!sameHost) throw new AppError(403, API_MESSAGES.crossSiteForm, { code: 'invalid_request' });
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Per address, only failures count: the grant itself keeps that count (service.passwordGrant).
  const limitLoginAttemptsPerIp = createAttemptLimiter(
    app,
    'login-ip',
    config.loginRateLimitPerIp,
    (request) => (isPasswordGrant(request) ? request.ip : null),
  );

  app.post(
    '/oauth/token',
    {
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Password and refresh-token grants (JSON or form-urlencoded)',
        body: ZTokenRequest,
        response: { 200: ZTokenResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      refuseCrossSiteForm(request);
      if (request.validationError) throw malformedTokenRequest(request);
      const body = request.body;
      if (body.client_id !== CONSOLE_OAUTH_CLIENT_ID) {
        throw new AppError(401, 'Unknown client.', { code: 'invalid_client', silent: true });
      }
      reply.header('cache-control', 'no-store');
      if (body.grant_type === 'refresh_token')
        return service.refreshGrant(app.db, config, body.refresh_token);
      await limitLoginAttemptsPerIp(request, reply);
      return service.passwordGrant(app.db, config, body);
    },
  );

  app.post(
    '/v1/logout',
    {
      onRequest: app.authenticateSession,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the access token and its refresh token',
        security: BEARER_SECURITY,
        response: { 200: ZLogoutResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await service.logout(app.db, sessionOf(request));
      return { meta: { status: 'logged_out' as const } };
    },
  );
};
