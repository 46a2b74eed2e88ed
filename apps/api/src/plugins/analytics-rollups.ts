import fp from 'fastify-plugin';
import { analyzeGrownTables } from '@commonpurse/db';
import { createRollupJob, type RollupJob } from '../modules/analytics/rollup-job.ts';

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
    });
    app.decorate('rollups', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'analytics-rollups', dependencies: ['database'] },
);
