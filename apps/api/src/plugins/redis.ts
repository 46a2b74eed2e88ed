import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set (decision 0565); null: this process keeps its own counters. */
    redis: Redis | null;
  }
}

export interface RedisOptions {
  url: string | undefined;
}

export const redisPlugin = fp<RedisOptions>(
  async (app, options) => {
    const redis = options.url
      ? new Redis(options.url, {
          // A request must not hang on a Redis that went away: one try, then the caller decides.
          maxRetriesPerRequest: 1,
          connectTimeout: 2_000,
        })
      : null;
    // It connects, and reconnects, in the background: the server starts (unready) without it.
    redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection error'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);

/** Answers when Redis does (readiness); true when no Redis is configured. */
export async function redisAnswers(redis: Redis | null): Promise<boolean> {
  if (!redis) return true;
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
