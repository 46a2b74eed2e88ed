import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress, sourceMapsOutside } from '../../tooling/vite-build.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  // Source maps go to apps/admin/sourcemaps, beside the served dist/ (decision 0581).
  plugins: [
    react(),
    precompress(),
    sourceMapsOutside(fileURLToPath(new URL('./sourcemaps', import.meta.url))),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|react-transition-group|@popperjs|clsx|react-is)[\\/]/,
            },
            { name: 'icons', test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/v1', '/oauth', '/api', '/healthz', '/docs'].map((path) => [path, api])),
  },
});
