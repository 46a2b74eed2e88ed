import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from './repo.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready once the database answers',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
