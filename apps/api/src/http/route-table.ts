import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One method of one route as the server registered it, with the schemas it validates against. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route the app registered, filled as routes are added. The security tests (tenancy matrix,
     * bad input) read it, so a new route is covered without anyone listing it.
     */
    routeTable: readonly RouteEntry[];
  }
}

/** Call before any route is registered; HEAD is left out (Fastify adds one per GET, which answers alike). */
export function recordRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}
