import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the API under /_public/ for requests on {subdomain}.{PUBLIC_BASE_HOST}.
export default defineConfig({
  base: '/_public/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { port: 5174, proxy: { '/v1': 'http://localhost:3000', '/api': 'http://localhost:3000' } },
});
