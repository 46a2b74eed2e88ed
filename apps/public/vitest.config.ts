import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'apps/public', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
