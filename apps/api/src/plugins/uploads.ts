import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FileStorage } from '../storage/file-storage.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createS3Storage } from '../storage/s3-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const UPLOADS_PREFIX = '/uploads';

/**
 * Uploaded files: in an S3-compatible bucket when one is configured (every process sees them, browsers
 * load them from the bucket or its CDN); else kept in DATA_DIR/uploads and served publicly at
 * /uploads/* (no directory listing). Names are random and never reused, so a file can be cached for good.
 */
export const uploadsPlugin = fp(
  async (app) => {
    if (app.config.s3) {
      app.decorate('storage', createS3Storage(app.config.s3));
      return;
    }
    const root = join(app.config.dataDir, 'uploads');
    await mkdir(root, { recursive: true });
    app.decorate('storage', createLocalStorage(root, `${app.config.appBaseUrl}${UPLOADS_PREFIX}`));
    await app.register(fastifyStatic, {
      root,
      prefix: `${UPLOADS_PREFIX}/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('x-content-type-options', 'nosniff');
        // A client's host shows these files (logos, images): its pages may be on another site.
        res.setHeader('cross-origin-resource-policy', 'cross-origin');
      },
    });
  },
  { name: 'uploads', dependencies: ['config'] },
);
