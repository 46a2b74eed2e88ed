import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Files that change what every later file in the worker would see, even after the setup's resets: the
 * ones that keep Emotion's styles for computed widths, and the downloads' object URLs and timers. They
 * run isolated (vitest.isolated.config.ts); the rest share one module graph per worker.
 */
export const ISOLATED_FILES = [
  'src/features/structure/dialogs/CustomizeDialog.test.tsx',
  'src/features/simulation-analytics/QuestionHighlights.test.tsx',
  'src/features/simulation-analytics/CommentsTable.test.tsx',
  'src/features/simulation-analytics/MultipleReportsDialog.test.tsx',
];

export const adminTest = {
  environment: 'jsdom' as const,
  setupFiles: ['src/test/setup.ts'],
  testTimeout: 30_000,
};

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      ...adminTest,
      name: 'apps/admin',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ISOLATED_FILES,
      // Files run in one module graph and document per worker, not each afresh: importing MUI and the
      // console's modules for every one of 88 files was more than half of the project's CPU (232 s of
      // user CPU isolated, 89-96 s not). The setup file resets the document after each test and what
      // files stub after each file. The worker count is set at the root (two at least).
      isolate: false,
    },
  }),
);
