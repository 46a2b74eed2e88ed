import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redisAnswers } from '../../plugins/redis.ts';
import { pingDatabase } from './repo.ts';

const ZCheck = z.enum(['ok', 'unavailable']);
/** Redis is listed only when REDIS_URL is set. */
const ZChecks = z.object({ database: ZCheck, redis: ZCheck.optional() });

const databaseAnswers = async (app: FastifyInstance) => {
  try {
    await pingDatabase(app.db);
    return true;
  } catch (error) {
    app.log.warn({ err: error }, 'readiness: the database does not answer');
    return false;
  }
};
const check = (ok: boolean) => (ok ? ('ok' as const) : ('unavailable' as const));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. A load balancer or orchestrator restarts it when this fails.
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Alive: the process answers (no dependency is checked)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: what requests need answers. A load balancer sends traffic only while this is 200; from
  // SIGTERM on it is 503 (first while draining, then Fastify's answer to every request while closing).
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready: the database (and Redis, when configured) answers, and no shutdown has begun',
        response: {
          200: z.object({ status: z.literal('ok'), checks: ZChecks }),
          503: z.object({ status: z.literal('unavailable'), checks: ZChecks }),
        },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([databaseAnswers(app), redisAnswers(app.redis)]);
      const checks = { database: check(database), ...(app.redis && { redis: check(redis) }) };
      if (database && redis && !app.lifecycle.draining) return { status: 'ok' as const, checks };
      return reply.code(503).send({ status: 'unavailable' as const, checks });
    },
  );
};
