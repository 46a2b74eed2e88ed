import fp from 'fastify-plugin';
import { PreviewTokens } from '../modules/simulations/preview-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    previewTokens: PreviewTokens;
  }
}

export const previewTokensPlugin = fp(
  async (app) => {
    const tokens = new PreviewTokens(app.db);
    app.decorate('previewTokens', tokens);
    // The secret is stored at start-up, outside any request: created by a write that is then rolled
    // back, it would sign links no other process and no restart accepts. A database that is not there
    // yet leaves it to the first request, as before.
    app.addHook('onReady', async () => {
      await tokens.signer().catch((error: unknown) => {
        app.log.warn({ err: error }, 'The preview secret could not be loaded at start-up');
      });
    });
  },
  { name: 'preview-tokens', dependencies: ['database'] },
);
