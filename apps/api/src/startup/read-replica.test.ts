import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, READ_POOL_APPLICATION_NAME } from '@commonpurse/db';
import { seedDemoData } from '@commonpurse/db/seed';
import { throwawayPostgres } from '@commonpurse/db/testing';
import { CONSOLE_OAUTH_CLIENT_ID, CONSOLE_OAUTH_SCOPE } from '@commonpurse/domain';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';

// A replica needs PostgreSQL itself: the machine's, as CI has, on both passes.
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('DATABASE_READ_URL (PostgreSQL)', () => {
  const stamp = `${process.pid}_${Date.now()}`;
  const [primaryName, replicaName] = [`read_primary_${stamp}`, `read_replica_${stamp}`];
  const throwaway = throwawayPostgres(adminUrl);
  const folders: string[] = [];
  afterAll(async () => {
    await throwaway.drop(replicaName);
    await throwaway.drop(primaryName);
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('without it, reads go to the primary pool itself', async () => {
    const database = await createDatabase({ url: adminUrl, maxConnections: 1 });
    try {
      expect(database.readDb).toBe(database.db);
    } finally {
      await database.close();
    }
  });

  it('sends reporting and analytics reads to the replica, sign-in and admin reads to the primary', async () => {
    const primaryUrl = await throwaway.create(primaryName);
    const seeding = await createDatabase({ url: primaryUrl, maxConnections: 2 });
    await seeding.migrate();
    const [login] = await seedDemoData(seeding.db);
    await seeding.close();
    // The "replica": a copy of the primary that then falls behind it, as a lagging replica would.
    await query(adminUrl, `create database ${replicaName} template ${primaryName}`);
    const replicaUrl = throwaway.urlOf(replicaName);
    const [budget] = await query<{ id: number; client_id: number; name: string; token: string }>(
      primaryUrl,
      `select b.id, b.client_id, b.name, c.external_reporting_api_token as token
       from budgets b join clients c on c.id = b.client_id join users u on u.active_client_id = c.id
       where u.email = $1 and b.status = 'active' order by b.id limit 1`,
      [login!.email],
    );
    const renamed = `${budget!.name} (renamed on the primary)`;
    const newToken = `token-only-on-the-primary-${stamp}`;
    await query(primaryUrl, 'update budgets set name = $1 where id = $2', [renamed, budget!.id]);
    await query(primaryUrl, 'update clients set external_reporting_api_token = $1 where id = $2', [
      newToken,
      budget!.client_id,
    ]);

    const dataDir = await mkdtemp(join(tmpdir(), 'cp-read-replica-'));
    folders.push(dataDir);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: replicaUrl,
    });
    const database = await openDatabase(config);
    const app = await buildApp({ config, database, staticSites: { adminDist: null, publicDist: null } });
    try {
      // The token check reads the primary: a token set a moment ago works though the replica lacks it.
      const reporting = await app.inject({
        method: 'GET',
        url: `/api/budget/${budget!.id}`,
        headers: { authorization: `Bearer ${newToken}` },
      });
      expect(reporting.statusCode, reporting.body).toBe(200);
      expect(reporting.body).toContain(budget!.name);
      expect(reporting.body).not.toContain(renamed);

      const token = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          grant_type: 'password',
          username: login!.email,
          password: login!.password,
          client_id: CONSOLE_OAUTH_CLIENT_ID,
          scope: CONSOLE_OAUTH_SCOPE,
        },
      });
      expect(token.statusCode, token.body).toBe(200);
      const authorization = `Bearer ${token.json<{ access_token: string }>().access_token}`;
      const analytics = await app.inject({
        method: 'GET',
        url: `/v1/admin/budgets/${budget!.id}/analytics`,
        headers: { authorization },
      });
      expect(analytics.statusCode, analytics.body).toBe(200);
      expect(analytics.json<{ data: { budget_name: string } }>().data.budget_name).toBe(budget!.name);
      // The replica pool's connections, still open (idle) after the reads, carry its name.
      const readers = await query<{ n: number }>(
        adminUrl,
        'select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2',
        [replicaName, READ_POOL_APPLICATION_NAME],
      );
      expect(readers[0]!.n).toBeGreaterThan(0);
      // The editor reads what staff just wrote: the primary.
      const editor = await app.inject({
        method: 'GET',
        url: `/v1/admin/budgets/${budget!.id}`,
        headers: { authorization },
      });
      expect(editor.statusCode, editor.body).toBe(200);
      expect(editor.json<{ data: { name: string } }>().data.name).toBe(renamed);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
