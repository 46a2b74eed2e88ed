import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './connection.ts';
import { dumpMigratedPglite, pgliteDataDirExists } from './pglite-template.ts';

const migrationCount = async (database: Awaited<ReturnType<typeof createDatabase>>) =>
  (await database.pglite!.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))
    .rows[0]?.n;

describe('the migrated PGlite template', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('starts a data directory on disk already migrated, and a later start opens it as it is', async () => {
    const template = await dumpMigratedPglite();
    const dataDir = join(await mkdtemp(join(tmpdir(), 'cp-template-')), 'pglite');
    dirs.push(dataDir);
    expect(pgliteDataDirExists(dataDir)).toBe(false);

    const first = await createDatabase({ dataDir, loadDataDir: template });
    const loaded = await migrationCount(first);
    await first.migrate();
    expect(await migrationCount(first)).toBe(loaded);
    expect(loaded).toBeGreaterThan(0);
    await first.pglite!.exec(`create table kept (name text); insert into kept values ('Kept')`);
    await first.close();
    expect(pgliteDataDirExists(dataDir)).toBe(true);

    const second = await createDatabase({ dataDir });
    const { rows } = await second.pglite!.query<{ name: string }>('select name from kept');
    expect(rows).toEqual([{ name: 'Kept' }]);
    expect((await second.pglite!.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]).toEqual({
      shared_buffers: '32MB',
    });
    await second.close();
  });
});
