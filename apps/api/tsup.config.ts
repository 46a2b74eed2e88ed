import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The server and its CLIs as ESM for Node 20. The workspace packages (@commonpurse/*) are TypeScript
 * sources and get bundled; every other package stays in node_modules (PGlite, argon2 and swagger-ui load
 * files beside their own modules).
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/pglite-template': 'src/cli/pglite-template.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@commonpurse\//],
  esbuildPlugins: [
    {
      name: 'keep-node-modules-external',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@commonpurse/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  // packages/db's migrationsFolder() looks for ./drizzle beside the bundled module.
  onSuccess: async () => {
    cpSync(here('../../packages/db/drizzle'), here('dist/drizzle'), { recursive: true });
  },
});
