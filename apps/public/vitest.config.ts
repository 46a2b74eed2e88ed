import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { preactAlias } from './preact-alias.ts';

export default defineProject({
  resolve: {
    // Libraries' ES builds (dnd-kit's): their CommonJS builds would require React itself.
    mainFields: ['module', 'main'],
    alias: [
      // Testing Library's CommonJS build would require React DOM itself: its ES build takes the alias.
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          import.meta.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
        ),
      },
      ...preactAlias,
    ],
  },
  test: {
    name: 'apps/public',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
    // Libraries that import React take the same alias only when Vitest bundles them.
    server: { deps: { inline: [/react-intl/, /@dnd-kit/, /@testing-library/, /@formatjs/] } },
  },
});
