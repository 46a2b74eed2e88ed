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
      // Vitest's defaults (forks, isolated files, cores - 1 workers) measured best on the 2-core CI
      // machine: 'threads' used the same CPU time, isolate: false 60% more (jsdom state piles up), and
      // two workers made timing-sensitive tests time out when the machine was busy.
    },
  }),
);
