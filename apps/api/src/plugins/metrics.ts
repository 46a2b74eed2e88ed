import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../http/app-error.ts';
import { sameSecret } from '../lib/secure-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (one per app, so tests' apps do not share counters). */
    metrics: Registry;
  }
}

/** Routes whose 201 is a resident's acknowledged submission or ballot. */
const SUBMISSION_ROUTE = '/v1/public/budgets/:id/submissions';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface MetricsOptions {
  /** When set, /metrics needs `Authorization: Bearer <token>`; unset, only loopback callers are served. */
  token: string | undefined;
}

/**
 * Prometheus metrics at /metrics (decision 0564): request durations by route, acknowledged submissions,
 * the analytics job's lag, and Node's own process figures.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const submissions = new Counter({
      name: 'commonpurse_submissions_acknowledged_total',
      help: "Residents' submissions and ballots answered 201 (a retry with the same key counts again)",
      registers: [registry],
    });
    new Gauge({
      name: 'commonpurse_analytics_job_lag_seconds',
      help: 'Seconds since the analytics rollup job last finished a pass (-1 before the first)',
      registers: [registry],
      collect() {
        const last = app.rollups.lastPassAt();
        this.set(last ? (Date.now() - last.getTime()) / 1000 : -1);
      },
    });
    app.decorate('metrics', registry);

    app.addHook('onResponse', async (request, reply) => {
      // Unmatched paths share one label, so a scan of random URLs cannot grow the series without end.
      const route = request.routeOptions.url ?? 'unmatched';
      durations.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      if (route === SUBMISSION_ROUTE && reply.statusCode === 201) submissions.inc();
    });

    const allowed = (request: FastifyRequest) =>
      options.token
        ? sameSecret(request.headers.authorization ?? '', `Bearer ${options.token}`)
        : LOOPBACK.has(request.ip);

    // Hidden from the API docs; anyone else gets the 404 of an unknown path.
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!allowed(request)) throw AppError.notFound();
      reply.header('cache-control', 'no-store');
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['analytics-rollups'] },
);
