import fp from 'fastify-plugin';
import { createRollupJob, type RollupJob } from '../modules/analytics/rollup-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics rollup job (decision 0390): runs every few seconds once the server is ready. */
    rollups: RollupJob;
  }
}

export const analyticsRollupsPlugin = fp(
  async (app) => {
    const job = createRollupJob(app.db, app.log);
    app.decorate('rollups', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'analytics-rollups', dependencies: ['database'] },
);
