import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { DB_INTEGER_MAX } from '@commonpurse/domain';
import {
  PUBLIC_MESSAGES as M,
  ZBallotCreate,
  ZClickBatch,
  ZSubmissionCreate,
  ZVisitCreate,
  type TMeetingResults,
} from '@commonpurse/domain/public';
import { zodFieldErrors } from '../../http/field-errors.ts';
import { createBallot } from './ballot.ts';
import { ballotRoutes, browserVoterCookie } from './ballot-routes.ts';
import { ensureBrowserCookie } from './voter-cookie.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { RateLimit } from '../../config.ts';
import { MeetingEvents } from './meeting-events.ts';
import { meetingRoutes } from './meeting-routes.ts';
import { getMeetingResults } from './meetings.ts';
import { RulesCache } from './rules.ts';
import {
  ZNoContent,
  ZPreviewQuery,
  ZPublicBudgetParams,
  ZPublicReceiptResponse,
  ZPublicSimulationResponse,
  ZSiteParams,
  ZSubmissionBody,
  ZSubmissionCreatedResponse,
  ZSubmissionHeaders,
  ZVisitCreatedResponse,
} from './schemas.ts';
import * as service from './service.ts';
import { createSubmission, idempotencyKeyOf } from './submit.ts';

/** Active pages may be cached briefly by browsers and proxies; previews and refusals never. */
const PUBLIC_MAX_AGE_SECONDS = 30;
/** How long a simulation's items and questions serve submissions before they are read again. */
const RULES_TTL_MS = 5_000;
/** A click batch (500 clicks and 500 amounts at most) fits well within this, JSON or sendBeacon text. */
const CLICKS_BODY_MAX = 128 * 1024;

/** One limit per client IP shared by every public write; counted before the body is read. */
function publicWriteLimiter(app: FastifyInstance, limit: RateLimit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `public-write:${request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded)
      throw new AppError(429, M.tooManyRequests, { retryAfterSeconds: result.ttlInSeconds });
  };
}

const requesterOf = (request: FastifyRequest): service.Requester => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  hostname: request.hostname,
});

/** The residents' API (docs/api.md "Public API"): no staff token; writes are rate limited per IP. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.PublicDeps = {
    db: app.db,
    previewTokens: app.previewTokens,
    rules: new RulesCache(RULES_TTL_MS),
    publicBaseHost: app.config.publicBaseHost,
  };
  const events = new MeetingEvents<TMeetingResults>({
    db: app.db,
    listen: app.dbListen,
    load: (meetingId) => getMeetingResults(deps, null, meetingId),
    log: app.log,
  });
  deps.meetingActivity = events;
  // Event streams never end by themselves: they are ended before the server waits for its connections.
  app.addHook('preClose', () => events.close());
  const limited = { onRequest: publicWriteLimiter(app, app.config.publicWriteRateLimitPerIp) } as const;
  const doc = (summary: string) => ({ tags: ['public'], summary });

  app.get(
    '/v1/public/sites/:subdomain/budgets/:slug',
    {
      schema: {
        ...doc(
          "A simulation's page data: Active, New with its preview token, or Inactive with published results",
        ),
        params: ZSiteParams,
        querystring: ZPreviewQuery,
        response: { 200: ZPublicSimulationResponse, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { subdomain, slug } = request.params;
      const data = await service.getSimulation(deps, subdomain, slug, request.query.preview);
      if (!data) throw service.notAvailable();
      if (!data.preview) reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
      return { data };
    },
  );

  app.get(
    '/v1/public/sites/:subdomain/receipts/:slug',
    {
      schema: {
        ...doc("A taxpayer receipt's page data: Active, or New with its preview token"),
        params: ZSiteParams,
        querystring: ZPreviewQuery,
        response: { 200: ZPublicReceiptResponse, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { subdomain, slug } = request.params;
      const data = await service.getReceipt(deps, subdomain, slug, request.query.preview);
      if (!data) throw service.notAvailable();
      if (!data.preview) reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
      return { data };
    },
  );

  app.post(
    '/v1/public/budgets/:id/visits',
    {
      ...limited,
      schema: {
        ...doc('Record a visit of a simulation or a receipt (a preview answers visit 0 and stores nothing)'),
        params: ZPublicBudgetParams,
        querystring: ZPreviewQuery,
        body: ZVisitCreate.nullish(),
        response: { 201: ZVisitCreatedResponse, ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      // A resident joining a meeting is known by the browser's cookie: a reload is not a new resident.
      const browser =
        body.meeting_id != null && !request.query.preview ? ensureBrowserCookie(request, reply) : null;
      const visitId = await service.createVisit(
        deps,
        request.params.id,
        request.query.preview,
        body,
        requesterOf(request),
        browser,
      );
      return reply.code(201).send({ data: { visit_id: visitId } });
    },
  );

  // navigator.sendBeacon posts its string as text/plain: this route alone reads such a body as JSON
  // (with Fastify's own JSON parser, which refuses prototype poisoning), size-capped.
  await app.register(async (context) => {
    const beacon = context.withTypeProvider<ZodTypeProvider>();
    beacon.removeContentTypeParser('text/plain');
    beacon.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: CLICKS_BODY_MAX },
      beacon.getDefaultJsonParser('error', 'error'),
    );
    beacon.post(
      '/v1/public/budgets/:id/clicks',
      {
        ...limited,
        bodyLimit: CLICKS_BODY_MAX,
        schema: {
          ...doc(
            'Add a batch of clicks and amounts to a visit (JSON, or JSON as text/plain from sendBeacon)',
          ),
          params: ZPublicBudgetParams,
          querystring: ZPreviewQuery,
          body: ZClickBatch,
          response: { 204: ZNoContent, ...errorResponses(400, 404, 422, 429) },
        },
      },
      async (request, reply) => {
        await service.recordClicks(deps, request.params.id, request.query.preview, request.body);
        return reply.code(204).send(null);
      },
    );
  });

  app.post(
    '/v1/public/budgets/:id/submissions',
    {
      ...limited,
      schema: {
        ...doc(
          'Submit a budget: every rule is checked again; Idempotency-Key makes a retry answer the first',
        ),
        params: ZPublicBudgetParams,
        querystring: ZPreviewQuery,
        headers: ZSubmissionHeaders,
        body: ZSubmissionBody,
        response: { 201: ZSubmissionCreatedResponse, ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const open = await service.openTarget(deps, request.params.id, request.query.preview, visitIdOf(body));
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      // The target decides the shape: a prioritization takes a ballot, a simulation a budget.
      if (open.target.is_pb) {
        const cookie = browserVoterCookie(open, request, reply);
        const ballot = parsed(ZBallotCreate, body);
        const data = await createBallot(deps, open, key, ballot, requesterOf(request), cookie);
        return reply.code(201).send({ data });
      }
      const submission = parsed(ZSubmissionCreate, body);
      const data = await createSubmission(deps, open, key, submission, requesterOf(request));
      return reply.code(201).send({ data });
    },
  );

  await app.register(ballotRoutes, { deps: { ...deps, mailer: app.mailer }, limited });
  await app.register(meetingRoutes, { deps, events });
};

/** The body's visit, when it names one a column can hold (its schema reports anything else). */
function visitIdOf(body: Record<string, unknown>): number | null {
  const visit = body.visit_id;
  return Number.isInteger(visit) && (visit as number) >= 0 && (visit as number) <= DB_INTEGER_MAX
    ? (visit as number)
    : null;
}

/** The body read by the schema its target takes, refused with field errors as route schemas are. */
function parsed<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw AppError.invalid(zodFieldErrors(result.error, 'body'));
  return result.data;
}
