import fp from 'fastify-plugin';
import { analyzeGrownTables } from '@commonpurse/db';
import { createJobLease } from '../lib/job-lease.ts';
import { createRollupJob, ROLLUP_INTERVAL_MS, type RollupJob } from '../modules/analytics/rollup-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics rollup job (decision 0390): runs every few seconds once the server is ready. */
    rollups: RollupJob;
  }
}

export const analyticsRollupsPlugin = fp(
  async (app) => {
    // PGlite has no autovacuum: each pass first analyzes the tables that grew (decision 0511).
    const job = createRollupJob(app.db, app.log, {
      beforePass: app.dbKind === 'pglite' ? analyzeGrownTables : undefined,
      // A pass at 100,000 submissions takes about 7 s: the lease outlives three missed ticks.
      lease: createJobLease(app.db, 'analytics-rollups', 3 * ROLLUP_INTERVAL_MS),
    });
    app.decorate('rollups', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'analytics-rollups', dependencies: ['database'] },
);
