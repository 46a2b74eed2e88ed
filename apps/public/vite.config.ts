import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the API under /_public/ for requests on {subdomain}.{PUBLIC_BASE_HOST}.
// CP_MOCK_API=1 (npm run dev:mock / preview:mock, run under tsx) adds a development stand-in for the
// public API from dev/; it is loaded by path so that neither the build nor its config ever include it.
const MOCK_API = './dev/mock-api.ts';

async function mockApi(): Promise<Plugin[]> {
  if (process.env.CP_MOCK_API !== '1') return [];
  const module = (await import(/* @vite-ignore */ new URL(MOCK_API, import.meta.url).href)) as {
    mockPublicApi: () => Plugin;
  };
  return [module.mockPublicApi()];
}

/**
 * Writes a .br and a .gz beside every script and stylesheet of the build: the API serves them to
 * browsers that accept them (@fastify/static preCompressed), so residents download the compressed
 * bundle without the server compressing on each request (decision 0284).
 */
function precompress(): Plugin {
  return {
    name: 'commonpurse:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => /\.(js|css)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const path = join(outDir, file.fileName);
          await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
          await writeFile(
            `${path}.br`,
            brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}

export default defineConfig(async () => ({
  base: '/_public/',
  plugins: [react(), precompress(), ...(await mockApi())],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { port: 5174, proxy: { '/v1': 'http://localhost:3000', '/api': 'http://localhost:3000' } },
  preview: { port: 4174 },
}));
