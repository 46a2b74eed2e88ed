import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { include: ['tooling/**/*.test.ts'], testTimeout: 60000 } });
