import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config.ts';
import { AppError } from '../http/app-error.ts';

export type AttemptLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Counts one attempt under `name:key` with @fastify/rate-limit's store and answers 429 once the limit is
 * passed. A null key skips counting. Several limiters can guard one route (the plugin's own route hook
 * runs only once per request, so per-e-mail and per-IP limits need their own counters).
 */
export function createAttemptLimiter(
  app: FastifyInstance,
  name: string,
  limit: RateLimit,
  keyOf: (request: FastifyRequest) => string | null,
  /** The 429's message; the sign-in wording unless told. */
  message?: string,
): AttemptLimiter {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
  });
  return async (request, reply) => {
    if (keyOf(request) === null) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw message === undefined
        ? AppError.tooManyAttempts()
        : new AppError(429, message, { retryAfterSeconds: result.ttlInSeconds });
    }
  };
}
