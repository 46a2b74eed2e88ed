// Prints figures for the foundation's hot paths on the embedded database (or TEST_DATABASE_URL's server):
// signing in (argon2id dominated) and an authenticated GET /v1/users/me with client and navigation.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, seedDemoData } from '@commonpurse/db';
import { CONSOLE_OAUTH_CLIENT_ID } from '@commonpurse/domain';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { measure } from './stats.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'cp-bench-'));
const database = await createTestDatabase();
const [admin] = await seedDemoData(database.db);
if (!admin) throw new Error('Seeding failed');
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  LOGIN_RATE_LIMIT_PER_EMAIL: '1000000/1m',
  LOGIN_RATE_LIMIT_PER_IP: '1000000/1m',
});
const app = await buildApp({ config, database, staticSites: { adminDist: null, publicDist: null } });
await app.ready();
console.info(`database: ${database.kind}`);

const grant = () =>
  app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'password',
      username: admin.email,
      password: admin.password,
      client_id: CONSOLE_OAUTH_CLIENT_ID,
    },
  });
await measure('POST /oauth/token (password grant)', 30, grant);

const token = (await grant()).json<{ access_token: string }>().access_token;
const me = () =>
  app.inject({
    method: 'GET',
    url: '/v1/users/me?include=client,navigation',
    headers: { authorization: `Bearer ${token}` },
  });
await me();
await measure('GET /v1/users/me?include=client,navigation', 1000, me);
await measure('GET /healthz', 1000, () => app.inject({ method: 'GET', url: '/healthz' }));

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
