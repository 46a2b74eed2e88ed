import fp from 'fastify-plugin';
import { PreviewTokens } from '../modules/simulations/preview-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    previewTokens: PreviewTokens;
  }
}

export const previewTokensPlugin = fp(
  async (app) => {
    app.decorate('previewTokens', new PreviewTokens(app.db));
  },
  { name: 'preview-tokens', dependencies: ['database'] },
);
