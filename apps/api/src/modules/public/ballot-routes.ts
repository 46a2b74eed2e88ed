import { z } from 'zod';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PUBLIC_MESSAGES as M,
  ZBallotReceipt,
  ZBallotStatus,
  ZVoterCodeCheck,
  ZVoterEmailRequest,
  ZVoterEmailVerify,
  ZVoterVerified,
} from '@commonpurse/domain/public';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/schemas.ts';
import { findReceipt } from './receipts.ts';
import { ZNoContent, ZPreviewQuery, ZPublicBudgetParams } from './schemas.ts';
import { openTarget, type OpenTarget, type PublicDeps } from './service.ts';
import { ensureBrowserCookie } from './voter-cookie.ts';
import {
  browserVoterKey,
  hasCurrentBallot,
  requestEmailCode,
  requireVerification,
  verifyEmailCode,
  voterCodeState,
} from './voters.ts';

// The voter side of a prioritization (docs/api.md "Prioritization ballots, voters and results"): the
// browser's ballot status, e-mail verification, voter-code checks and receipts. The ballot itself is
// POSTed to the submissions route.

/**
 * This browser's voter cookie for a browser-verified prioritization, set on the reply when absent
 * (never for a preview or another verification).
 */
export function browserVoterCookie(
  open: OpenTarget,
  request: FastifyRequest,
  reply: FastifyReply,
): string | null {
  if (open.preview || !open.target.is_pb || open.target.ballot_verification !== 'browser') return null;
  return ensureBrowserCookie(request, reply);
}

const ZReceiptParams = ZPublicBudgetParams.extend({ code: z.string().min(1).max(40) });

export const ballotRoutes: FastifyPluginAsyncZod<{
  deps: PublicDeps & { mailer: FastifyInstance['mailer'] };
  limited: { onRequest: onRequestHookHandler };
}> = async (app, { deps, limited }) => {
  const doc = (summary: string) => ({ tags: ['public'], summary });
  const emailLimit = app.createRateLimit({
    max: app.config.voterEmailRateLimitPerIp.max,
    timeWindow: app.config.voterEmailRateLimitPerIp.timeWindowMs,
    keyGenerator: (request) => `voter-email:${request.ip}`,
  });
  const emailLimited: onRequestHookHandler = async (request) => {
    const result = await emailLimit(request);
    if (!result.isAllowed && result.isExceeded)
      throw new AppError(429, M.tooManyRequests, { retryAfterSeconds: result.ttlInSeconds });
  };

  app.get(
    '/v1/public/budgets/:id/ballot',
    {
      schema: {
        ...doc("This browser's ballot status: the verification, and whether a ballot is stored"),
        params: ZPublicBudgetParams,
        querystring: ZPreviewQuery,
        response: { 200: z.object({ data: ZBallotStatus }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const open = await openTarget(deps, request.params.id, request.query.preview, null);
      requireVerification(open.target);
      const cookie = browserVoterCookie(open, request, reply);
      const has_ballot =
        cookie !== null &&
        (await hasCurrentBallot(deps.db, open.target.id, browserVoterKey(open.target.id, cookie)));
      const verification = open.target.ballot_verification as z.infer<typeof ZBallotStatus>['verification'];
      return { data: { verification, has_ballot } };
    },
  );

  app.post(
    '/v1/public/budgets/:id/voter/email',
    {
      ...limited,
      preHandler: emailLimited,
      schema: {
        ...doc('Mail a 6-digit voting code (answers 204 whatever the address)'),
        params: ZPublicBudgetParams,
        querystring: ZPreviewQuery,
        body: ZVoterEmailRequest,
        response: { 204: ZNoContent, ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const open = await openTarget(deps, request.params.id, request.query.preview, null);
      requireVerification(open.target, 'email');
      if (!open.preview) await requestEmailCode(deps, open.target, request.body.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/public/budgets/:id/voter/email/verify',
    {
      ...limited,
      schema: {
        ...doc('Check the mailed code; answers the voter token a ballot sends as voter.token'),
        params: ZPublicBudgetParams,
        querystring: ZPreviewQuery,
        body: ZVoterEmailVerify,
        response: { 200: z.object({ data: ZVoterVerified }), ...errorResponses(404, 422, 429) },
      },
    },
    async (request) => {
      const open = await openTarget(deps, request.params.id, request.query.preview, null);
      requireVerification(open.target, 'email');
      return { data: await verifyEmailCode(deps.db, open.target, request.body) };
    },
  );

  app.post(
    '/v1/public/budgets/:id/voter/code',
    {
      ...limited,
      schema: {
        ...doc('Check a one-time voter code before the ballot (it is spent by the ballot)'),
        params: ZPublicBudgetParams,
        querystring: ZPreviewQuery,
        body: ZVoterCodeCheck,
        response: {
          200: z.object({ data: z.object({ valid: z.literal(true) }) }),
          ...errorResponses(404, 422, 429),
        },
      },
    },
    async (request) => {
      const open = await openTarget(deps, request.params.id, request.query.preview, null);
      requireVerification(open.target, 'voter_code');
      const state = await voterCodeState(deps.db, open.target.id, request.body.code);
      if ('problem' in state) throw AppError.invalid({ code: [state.problem] });
      return { data: { valid: true as const } };
    },
  );

  app.get(
    '/v1/public/budgets/:id/receipts/:code',
    {
      ...limited,
      schema: {
        ...doc('Was this ballot counted: its receipt (Active, or once results are published)'),
        params: ZReceiptParams,
        response: { 200: z.object({ data: ZBallotReceipt }), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await findReceipt(deps.db, request.params.id, request.params.code) };
    },
  );
};
