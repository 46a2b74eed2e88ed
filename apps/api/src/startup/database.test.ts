import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@commonpurse/db';
import { openSeeded, pgliteIsNew } from './database.ts';
import { pgliteDirOf } from './data-dir-lock.ts';

// A start that creates the embedded database reopens it after seeding (decision 0629).
const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('pgliteIsNew', () => {
  const emptyDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'commonpurse-new-'));
    made.push(dir);
    return dir;
  };
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

describe('openSeeded', () => {
  /** A stand-in for openDatabase: each call a new handle, numbered, whose close is recorded. */
  function opener() {
    const closed: number[] = [];
    let opened = 0;
    const open = vi.fn(async () => {
      const handle = (opened += 1);
      return { handle, close: async () => void closed.push(handle) } as unknown as Database;
    });
    return { open, closed };
  }
  const handleOf = (database: Database) => (database as unknown as { handle: number }).handle;

  it('seeds a database this start creates, then closes it and serves from one opened afresh', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'commonpurse-new-'));
    made.push(dataDir);
    const { open, closed } = opener();
    const seed = vi.fn(async (database: Database) => `seeded ${handleOf(database)}`);
    const { database, seeded } = await openSeeded({ dataDir, databaseUrl: undefined }, seed, open);
    expect(seeded).toBe('seeded 1');
    expect(closed).toEqual([1]);
    expect(handleOf(database)).toBe(2);
  });

  it('keeps the database it opened on PostgreSQL, seeded or not', async () => {
    const { open, closed } = opener();
    const config = { dataDir: '/nonexistent', databaseUrl: 'postgres://localhost/x' };
    const { database, seeded } = await openSeeded(config, null, open);
    expect([handleOf(database), seeded, closed]).toEqual([1, null, []]);
  });
});
