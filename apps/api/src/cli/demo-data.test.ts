import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets } from '@commonpurse/db';
import { DEMO_BUDGET_SLUG } from '@commonpurse/db/seed';
import { CONSOLE_OAUTH_CLIENT_ID, CONSOLE_OAUTH_SCOPE } from '@commonpurse/domain';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../startup/database.ts';

// npm run demo-data as a newcomer runs it: the real CLI on a PGlite data directory, then the console's
// submissions export of what it wrote.

const run = promisify(execFile);
const cli = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
const ADMIN = { email: 'admin@riverton.example', password: 'demo-data-test' };

let dataDir: string;
const env = () => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_ACTIVITY: '0',
  DEMO_ADMIN_EMAIL: ADMIN.email,
  DEMO_ADMIN_PASSWORD: ADMIN.password,
});
const tsx = (name: string, args: string[] = []) =>
  run(process.execPath, ['--import', 'tsx', cli(name), ...args], { env: env(), timeout: 60_000 });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cp-demo-data-'));
  await tsx('seed');
}, 60_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run demo-data', () => {
  it('writes N submissions to the simulation named, which the submissions export lists', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
    const lookup = await openDatabase(config);
    const [budget] = await lookup.db
      .select({ id: budgets.id })
      .from(budgets)
      .where(eq(budgets.slug, DEMO_BUDGET_SLUG));
    await lookup.close();

    const { stdout } = await tsx('demo-data', [
      '--submissions',
      '12',
      '--simulation',
      String(budget!.id),
      '--seed',
      '4',
    ]);
    expect(stdout).toMatch(/: 12 submissions from \d+ visits/);
    expect(stdout).toMatch(/Wrote 12 submissions in [\d.]+ s \(pglite\)/);

    const database = await openDatabase(config);
    const app = await buildApp({ config, database, staticSites: { adminDist: null, publicDist: null } });
    try {
      const token = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          grant_type: 'password',
          username: ADMIN.email,
          password: ADMIN.password,
          client_id: CONSOLE_OAUTH_CLIENT_ID,
          scope: CONSOLE_OAUTH_SCOPE,
        },
      });
      const exported = await app.inject({
        method: 'GET',
        url: `/v1/admin/budgets/${budget!.id}/submissions/export`,
        headers: { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` },
      });
      expect(exported.statusCode).toBe(200);
      const rows = parse(exported.body) as string[][];
      expect(rows.slice(1)).toHaveLength(12);
      expect(rows.slice(1).every((row) => row[1] === String(budget!.id))).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('refuses a run without --submissions, naming the usage', async () => {
    await expect(tsx('demo-data', ['--seed', '3'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--submissions is required'),
    });
  }, 30_000);
});
