import { createDatabase, type Database } from '@commonpurse/db';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { StaticSites } from '../plugins/static-sites.ts';

/**
 * An app whose database never answers (a PostgreSQL pool aimed at a closed port): for behaviour that
 * needs no data (health failure, static files), without paying for a database per test file.
 */
export async function buildOfflineApp(
  options: { staticSites?: StaticSites; env?: Record<string, string> } = {},
) {
  const database: Database = await createDatabase({ url: 'postgres://nobody@127.0.0.1:9/unreachable' });
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_BASE_HOST: 'commonpurse.test', ...options.env });
  const app = await buildApp({
    config,
    database,
    staticSites: options.staticSites ?? { adminDist: null, publicDist: null },
  });
  app.addHook('onClose', () => database.close());
  return app;
}
