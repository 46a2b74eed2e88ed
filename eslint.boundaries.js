import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';

/**
 * Who may import whom (ARCHITECTURE.md "Layout"), checked on resolved paths so a relative `../../`
 * import is caught as surely as a package name:
 * - domain imports no I/O and no app; db imports only domain types (its seed and test helpers excepted);
 * - apps never import each other, and the front ends never import the database;
 * - console features never import each other, nor the app that composes them;
 * - bench and e2e use the packages' public entries.
 */
const root = dirname(fileURLToPath(import.meta.url));
const FEATURES = 'apps/admin/src/features';

const featureNames = () =>
  existsSync(join(root, FEATURES))
    ? readdirSync(join(root, FEATURES), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const message = {
  domain: 'packages/domain is pure: it imports no database, server or app code.',
  db: 'packages/db imports no app.',
  apps: 'Apps never import each other; share code through packages/domain.',
  frontEndDb: 'A front end never imports the database package.',
  features:
    'Console features never import each other: share through src/ui, src/api, src/session or src/editor-kit.',
  app: 'Features never import src/app (it imports them).',
  budgets: 'Modules use the access layer through modules/budgets/index.ts only.',
  simulations: 'Modules never import the internals of modules/simulations (share through modules/budgets).',
  deep: "Import a package's public entry (see its package.json exports), not its files.",
};

const zones = [
  { target: './packages/domain', from: ['./packages/db', './apps'], message: message.domain },
  { target: './packages/db', from: './apps', message: message.db },
  { target: './apps/api', from: ['./apps/admin', './apps/public'], message: message.apps },
  {
    target: './apps/admin',
    from: ['./apps/api', './apps/public', './packages/db'],
    message: `${message.apps} ${message.frontEndDb}`,
  },
  {
    target: './apps/public',
    from: ['./apps/api', './apps/admin', './packages/db'],
    message: `${message.apps} ${message.frontEndDb}`,
  },
  { target: `./${FEATURES}`, from: './apps/admin/src/app', message: message.app },
  // The access layer is used through its public file only, and no module reaches into simulations'.
  {
    target: './apps/api/src/modules/!(budgets)/**',
    from: './apps/api/src/modules/budgets',
    except: ['./index.ts'],
    message: message.budgets,
  },
  {
    target: './apps/api/src/modules/!(simulations)/**',
    from: './apps/api/src/modules/simulations',
    message: message.simulations,
  },
  ...featureNames().map((name) => ({
    target: `./${FEATURES}/${name}`,
    from: `./${FEATURES}`,
    except: [`./${name}`],
    message: message.features,
  })),
];

/** Modules the pure domain may not load (I/O, servers, databases, UI). */
const IO_MODULES = [
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'fastify',
  'react',
  'react-dom',
  '@commonpurse/db',
  '@commonpurse/api',
];
const NODE_BUILTINS = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'net',
  'http',
  'https',
  'child_process',
  'worker_threads',
];

/** What a front end may not import by name (plus `extra` patterns for narrower folders). */
function frontEndImports(extra = []) {
  const names = ['@commonpurse/db', '@commonpurse/api', '@commonpurse/admin', '@commonpurse/public'];
  return {
    paths: names.map((name) => ({ name, message: `${message.apps} ${message.frontEndDb}` })),
    patterns: [{ group: ['@commonpurse/db/*', '@commonpurse/api/*'], message: message.frontEndDb }, ...extra],
  };
}

export const boundaries = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-*/**', '**/fixtures*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: IO_MODULES.map((name) => ({ name, message: message.domain })),
          patterns: [
            { group: NODE_BUILTINS, message: message.domain },
            { group: ['drizzle-orm/*', '@commonpurse/db/*'], message: message.domain },
          ],
        },
      ],
    },
  },
  {
    // The database's runtime uses the domain's types only; its seed (demo data) and test helpers may
    // use domain values.
    files: ['packages/db/src/**/*.ts'],
    ignores: ['packages/db/src/seed/**', 'packages/db/src/testing/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@commonpurse/domain',
              message: 'packages/db imports only types from the domain.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Package names and the console's `@/` alias are not resolved to paths by the zones above: the
    // same rules by name.
    files: ['apps/admin/**/*.{ts,tsx}', 'apps/public/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', frontEndImports()] },
  },
  {
    // The residents' maps take Leaflet's values from features/shared/leaflet.ts, which imports only the
    // modules they use: 'leaflet' itself is the whole library, 8 kB gzip more (decision 0618).
    files: ['apps/public/**/*.{ts,tsx}'],
    ignores: ['apps/public/src/features/shared/leaflet-modules.d.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'leaflet',
              message: "Import Leaflet's values from features/shared/leaflet.ts (its types from 'leaflet').",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${FEATURES}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        frontEndImports([
          { group: ['@/features/*', '@/features/**'], message: message.features },
          { group: ['@/app', '@/app/**'], message: message.app },
        ]),
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@commonpurse/admin', '@commonpurse/public'].map((name) => ({
            name,
            message: message.apps,
          })),
        },
      ],
    },
  },
  {
    files: ['bench/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@commonpurse/*/src', '@commonpurse/*/src/**'], message: message.deep },
            { group: ['**/packages/**', '**/apps/**'], message: message.deep },
          ],
        },
      ],
    },
  },
];
