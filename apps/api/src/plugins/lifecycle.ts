import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the process stands in its own shutdown (decision 0575). */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /**
   * True from SIGTERM until the server closes: requests are still served, but /readyz answers 503 so
   * the load balancer's health check takes the process out of rotation before it refuses anything.
   */
  draining: boolean;
}

export const lifecyclePlugin = fp(
  async (app) => {
    app.decorate('lifecycle', { draining: false });
  },
  { name: 'lifecycle' },
);
