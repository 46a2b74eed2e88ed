import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from './repo.ts';

const ZCheck = z.enum(['ok', 'unavailable']);

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

  // Readiness: what requests need answers. A load balancer sends traffic only while this is 200; during
  // a graceful shutdown Fastify answers 503 to it like to every new request.
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready: the database answers',
        response: {
          200: z.object({ status: z.literal('ok'), checks: z.object({ database: ZCheck }) }),
          503: z.object({ status: z.literal('unavailable'), checks: z.object({ database: ZCheck }) }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, checks: { database: 'ok' as const } };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database does not answer');
        return reply
          .code(503)
          .send({ status: 'unavailable' as const, checks: { database: 'unavailable' as const } });
      }
    },
  );
};
