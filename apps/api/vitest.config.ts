import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'apps/api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // On PostgreSQL, queries overlapping on one connection fail the test (decision 0624).
    setupFiles: ['@commonpurse/db/testing/vitest-setup'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share their worker's module cache (decision 0396): each still builds its own app on its own
    // database, and none mocks a module; this halved the project's time (444 s to 226 s on 2 cores).
    isolate: false,
  },
});
