import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'packages/db',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // On PostgreSQL, queries overlapping on one connection fail the test (decision 0624).
    setupFiles: ['./src/testing/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
