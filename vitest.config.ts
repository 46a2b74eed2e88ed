import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One command runs every unit and integration test; each workspace is a project with its own environment.
// At least two test files run at once: Vitest's default (cores - 1) is a single worker on the 2-core CI
// machine, where two measured 1.35x faster for the API (PGlite) files and 1.8x for the console's jsdom
// files, with every test passing (an idle machine; heavy parallel load elsewhere can still slow them).
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain',
      'packages/db',
      'apps/api',
      'apps/admin',
      'apps/admin/vitest.isolated.config.ts',
      'apps/public',
      'tooling',
    ],
  },
});
