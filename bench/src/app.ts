import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@commonpurse/db';
import { seedDemoData, type SeededLogin } from '@commonpurse/db/seed';
import { createTestDatabase } from '@commonpurse/db/testing';
import { CONSOLE_OAUTH_CLIENT_ID, CONSOLE_OAUTH_SCOPE } from '@commonpurse/domain';
import { buildApp, loadConfig, type StaticSites } from '@commonpurse/api';

/**
 * The whole API on a fresh, seeded database: PGlite, TEST_DATABASE_URL's server, or the migrated
 * database given (closed with the app; seeded unless its logins are given).
 */
export async function benchApp(
  options: { staticSites?: StaticSites; database?: Database; logins?: SeededLogin[] } = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'cp-bench-'));
  const database = options.database ?? (await createTestDatabase());
  // Given logins: an already seeded database (bench:analytics --database).
  const logins = options.logins ?? (await seedDemoData(database.db));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    LOGIN_RATE_LIMIT_PER_EMAIL: '1000000/1m',
    LOGIN_RATE_LIMIT_PER_IP: '1000000/1m',
  });
  const app = await buildApp({
    config,
    database,
    staticSites: options.staticSites ?? { adminDist: null, publicDist: null },
  });
  await app.ready();

  const tokenFor = async (login: SeededLogin) => (await passwordGrant(app, login)).access_token;

  return {
    app,
    database,
    logins,
    tokenFor,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs `login` in as the console does (password grant): its access and refresh tokens. */
export async function passwordGrant(app: { inject: BenchInject }, login: SeededLogin) {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'password',
      username: login.email,
      password: login.password,
      client_id: CONSOLE_OAUTH_CLIENT_ID,
      scope: CONSOLE_OAUTH_SCOPE,
    },
  });
  return response.json<{ access_token: string; refresh_token: string; expires_in: number }>();
}

type BenchInject = Awaited<ReturnType<typeof buildApp>>['inject'];
