import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZForgotForm, ZResetForm } from '@commonpurse/domain';
import { errorResponses, ZStatusSuccess } from '../../http/schemas.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import * as service from './service.ts';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const limitForgot = createAttemptLimiter(app, 'forgot-ip', config.forgotRateLimitPerIp, (r) => r.ip);
  const limitReset = createAttemptLimiter(app, 'reset-ip', config.forgotRateLimitPerIp, (r) => r.ip);

  app.post(
    '/v1/forgot',
    {
      onRequest: limitForgot,
      schema: {
        tags: ['passwords'],
        summary: 'Mail a password reset link (same answer whether or not the address has an account)',
        body: ZForgotForm,
        response: { 200: ZStatusSuccess, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await service.requestPasswordReset(
        { db: app.db, mailer: app.mailer, config, log: request.log },
        request.body.email,
      );
      return { status: 'success' as const };
    },
  );

  app.post(
    '/v1/reset',
    {
      onRequest: limitReset,
      schema: {
        tags: ['passwords'],
        summary: 'Set a new password with a reset token',
        body: ZResetForm,
        response: { 200: ZStatusSuccess, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await service.resetPassword(app.db, request.body);
      return { status: 'success' as const };
    },
  );
};
