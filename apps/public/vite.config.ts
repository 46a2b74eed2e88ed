import { defineConfig, type Plugin } from 'vite';
import { precompileMessages } from '../../tooling/precompile-messages.ts';
import { precompress } from '../../tooling/vite-build.ts';
import { preactAlias } from './preact-alias.ts';

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

export default defineConfig(async () => ({
  base: '/_public/',
  resolve: { alias: preactAlias },
  plugins: [...precompileMessages(), precompress(), ...(await mockApi())],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The chunk both maps share (Leaflet's map, controls, tiles and markers: decision 0618) is named
        // for Leaflet, not for whichever of its modules the bundler names it after.
        chunkFileNames: (chunk: { name: string; moduleIds: string[] }) =>
          chunk.moduleIds.some((id) => id.endsWith('/features/shared/leaflet.ts'))
            ? 'assets/leaflet-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { port: 5174, proxy: { '/v1': 'http://localhost:3000', '/api': 'http://localhost:3000' } },
  preview: { port: 4174 },
}));
