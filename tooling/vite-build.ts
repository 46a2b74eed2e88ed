// Build steps both front ends share (apps/admin and apps/public vite.config.ts).
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the server sends compressed: text the browser loads (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

// The asynchronous forms run on libuv's thread pool, so the files compress on every core at once;
// the synchronous forms held the build's one thread for about half of the console's build.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a .br and a .gz beside every script, stylesheet and page of the build, at the strongest
 * levels: the API serves them to browsers that accept them (@fastify/static preCompressed), so nothing
 * is compressed per request (decisions 0284, 0580). Every file gets both, however small, so the server
 * never falls back to compressing one on the fly.
 */
export function precompress(): Plugin {
  return {
    name: 'commonpurse:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const path = join(outDir, file.fileName);
          const [gz, br] = await Promise.all([
            gzipped(source, { level: 9 }),
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * Moves the build's source maps out of the served folder into `folder` (emptied first), where they
 * stay a build artifact for reading stack traces; with `sourcemap: 'hidden'` the scripts do not name
 * them either (decision 0581).
 */
export function sourceMapsOutside(folder: string): Plugin {
  return {
    name: 'commonpurse:source-maps-outside',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await rm(folder, { recursive: true, force: true });
      const maps = Object.keys(bundle).filter((fileName) => fileName.endsWith('.map'));
      for (const fileName of maps) {
        await mkdir(dirname(join(folder, fileName)), { recursive: true });
        await rename(join(outDir, fileName), join(folder, fileName));
      }
    },
  };
}
