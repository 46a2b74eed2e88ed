import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { clients, type Database } from '@commonpurse/db';
import { throwawayPostgres } from '@commonpurse/db/testing';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

const names = async (database: Database) =>
  (await database.db.select({ name: clients.name }).from(clients)).map((row) => row.name).sort();

const addClient = (database: Database, name: string) =>
  database.db
    .insert(clients)
    .values({ name, subdomain: name.toLowerCase(), external_reporting_api_token: name });

// These need PostgreSQL itself (several databases, pg_dump): the machine's, as CI has, on both passes.
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('db:backup and db:restore on PGlite', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('opens a first database in a DATA_DIR that does not exist yet', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'cp-fresh-'));
    folders.push(parent);
    const fresh = await openDatabase({ databaseUrl: undefined, dataDir: join(parent, 'not', 'yet') });
    expect(await names(fresh)).toEqual([]);
    await fresh.close();
  }, 120_000);

  it('copies the data folder while no server holds it, and puts it back only with --force', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cp-backup-'));
    folders.push(dataDir);
    const config = { databaseUrl: undefined, dataDir };
    await writeFile(join(dataDir, 'marker.txt'), 'kept');

    const open = await openDatabase(config);
    await addClient(open, 'Before');
    // The running server holds the folder: a second opener or a backup is refused.
    await expect(openDatabase(config)).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(backupDatabase(config, join(dataDir, 'backups', 'b.tar.gz'))).rejects.toBeInstanceOf(
      DataDirInUseError,
    );
    await open.close();

    const file = await backupDatabase(config, join(dataDir, 'backups', 'b.tar.gz'));
    const changed = await openDatabase(config);
    await addClient(changed, 'After');
    await changed.close();

    await expect(restoreDatabase(config, file, { force: false })).rejects.toThrow('--force');
    await restoreDatabase(config, file, { force: true });
    const restored = await openDatabase(config);
    expect(await names(restored)).toEqual(['Before']);
    await restored.close();
  }, 120_000);
});

describe('db:backup and db:restore on PostgreSQL', () => {
  const suffix = `${process.pid}_${Date.now()}`;
  const source = `backup_source_${suffix}`;
  const target = `backup_target_${suffix}`;
  const throwaway = throwawayPostgres(adminUrl);
  const urlOf = throwaway.urlOf;
  let dataDir = '';
  afterAll(async () => {
    await throwaway.drop(source);
    await throwaway.drop(target);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('dumps a live database and restores it into an empty one; a non-empty one only with --force', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cp-backup-pg-'));
    await throwaway.create(source);
    await throwaway.create(target);
    const live = await openDatabase({ databaseUrl: urlOf(source), dataDir });
    await addClient(live, 'Dumped');
    const file = await backupDatabase({ databaseUrl: urlOf(source), dataDir }, join(dataDir, 'pg.dump'));
    await live.close();

    const config = { databaseUrl: urlOf(target), dataDir };
    await restoreDatabase(config, file, { force: false });
    const restored = await openDatabase(config);
    expect(await names(restored)).toEqual(['Dumped']);
    await restored.db.execute(sql`update clients set name = 'Changed'`);
    await expect(restoreDatabase(config, file, { force: false })).rejects.toThrow('pg_restore failed');
    await restoreDatabase(config, file, { force: true });
    expect(await names(restored)).toEqual(['Dumped']);
    await restored.close();
  });
});
