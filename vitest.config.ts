import { defineConfig } from 'vitest/config';

// One command runs every unit and integration test; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/db', 'apps/api', 'apps/admin', 'apps/public', 'tooling'],
  },
});
