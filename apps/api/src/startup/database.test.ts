import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteIsNew } from './database.ts';
import { pgliteDirOf } from './data-dir-lock.ts';

// A start that creates the embedded database reopens it after seeding (decision 0629): this decides it.
describe('pgliteIsNew', () => {
  const made: string[] = [];
  const emptyDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'commonpurse-new-'));
    made.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('is true for a data directory without a database', async () => {
    expect(pgliteIsNew({ dataDir: await emptyDir(), databaseUrl: undefined })).toBe(true);
  });

  it('is false once the directory holds a database', async () => {
    const dataDir = await emptyDir();
    await mkdir(pgliteDirOf(dataDir), { recursive: true });
    await writeFile(join(pgliteDirOf(dataDir), 'PG_VERSION'), '17\n');
    expect(pgliteIsNew({ dataDir, databaseUrl: undefined })).toBe(false);
  });

  it('is false on PostgreSQL, whatever the data directory holds', async () => {
    expect(pgliteIsNew({ dataDir: await emptyDir(), databaseUrl: 'postgres://localhost/x' })).toBe(false);
  });
});
