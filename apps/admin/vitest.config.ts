import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'apps/admin',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      testTimeout: 30_000,
      // Forks and isolated files (Vitest's defaults) measured best on the 2-core CI machine: 'threads'
      // used the same CPU time and isolate: false 60% more (jsdom state piles up). The worker count is
      // set at the root (two at least).
    },
  }),
);
