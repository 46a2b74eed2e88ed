import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.db, app.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['database', 'config'] },
);
