import { defineProject } from 'vitest/config';

// Checks of the repository's own tooling (the lint boundaries). ESLint runs from the repository root.
export default defineProject({
  test: { name: 'tooling', environment: 'node', include: ['*.test.ts'], testTimeout: 60_000 },
});
