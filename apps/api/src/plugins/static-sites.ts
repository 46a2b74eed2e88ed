import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES } from '../http/messages.ts';
import { publicPagesPlugin } from './public-pages.ts';
import { isApiPath, isPublicHost, PUBLIC_ASSETS_PREFIX } from './site-hosts.ts';

export interface StaticSites {
  /** apps/admin/dist (Vite base '/'), or null when not built. */
  adminDist: string | null;
  /** apps/public/dist (Vite base '/_public/'), or null when not built. */
  publicDist: string | null;
}

/**
 * Walks up from this module to the repository root (the folder holding apps/admin), so the same code
 * finds the builds from src/ under tsx and from the bundled dist/.
 */
export function locateStaticSites(start = dirname(fileURLToPath(import.meta.url))): StaticSites {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'apps', 'admin'))) {
      const built = (app: string) => {
        const dist = join(dir, 'apps', app, 'dist');
        return existsSync(join(dist, 'index.html')) ? dist : null;
      };
      return { adminDist: built('admin'), publicDist: built('public') };
    }
    if (dirname(dir) === dir) return { adminDist: null, publicDist: null };
  }
}

const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Hashed Vite assets never change; index.html must be revalidated so a new build is picked up. Both
 * builds write a .br and a .gz beside their files (decisions 0284, 0580): caches must keep the copies
 * apart.
 */
function cacheHeaders(res: SetHeadersResponse, path: string) {
  const hashedAsset = path.includes(`${sep}assets${sep}`);
  res.setHeader('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('vary', 'accept-encoding');
}

/** Source maps are never served, even from a build that left them in its folder (decision 0581). */
const notSourceMap = (pathname: string) => !pathname.endsWith('.map');

/**
 * Serves the built front ends: the console with an SPA fallback, the public bundle's assets under
 * /_public/ and, through public-pages, the residents' pages. Anything else unknown is a JSON 404.
 */
export const staticSitesPlugin = fp<{ sites: StaticSites }>(
  async (app, { sites }) => {
    const common = {
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
      preCompressed: true,
      allowedPath: notSourceMap,
    } as const;
    if (sites.adminDist) {
      await app.register(fastifyStatic, { ...common, root: sites.adminDist, prefix: '/' });
    } else {
      app.log.info('admin console not built (apps/admin/dist has no index.html): not serving it');
    }
    if (sites.publicDist) {
      await app.register(fastifyStatic, {
        ...common,
        root: sites.publicDist,
        prefix: PUBLIC_ASSETS_PREFIX,
        decorateReply: !sites.adminDist,
      });
    } else {
      app.log.info('public site not built (apps/public/dist has no index.html): not serving it');
    }

    const sendPageOrNotFound = (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request);
      // A client's host never gets the console (its pages are public-pages' answers).
      const consoleHost = !isPublicHost(request.host, app.config.publicBaseHost);
      if (wantsPage && consoleHost && !isApiPath(path) && sites.adminDist)
        return reply.sendFile('index.html', sites.adminDist);
      return reply.code(404).send({ message: API_MESSAGES.notFound });
    };
    await app.register(publicPagesPlugin, { publicDist: sites.publicDist });

    // The static wildcard would answer the bare root as a directory (403) instead of the page.
    app.get('/', { schema: { hide: true } }, sendPageOrNotFound);
    app.setNotFoundHandler(sendPageOrNotFound);
  },
  { name: 'static-sites', dependencies: ['config', 'database', 'preview-tokens'] },
);
