import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { adminTest, ISOLATED_FILES } from './vitest.config.ts';

/** The console's files that run each in a fresh module graph and document (see vitest.config.ts). */
export default mergeConfig(
  viteConfig,
  defineProject({
    test: { ...adminTest, name: 'apps/admin (isolated)', include: ISOLATED_FILES },
  }),
);
