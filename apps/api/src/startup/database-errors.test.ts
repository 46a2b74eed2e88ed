import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseStartupError, explainDatabaseError } from './database-errors.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../main.ts', import.meta.url));
// The machine's PostgreSQL, as CI has it on both passes; a database name nobody creates.
const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const missingUrl = Object.assign(new URL(serverUrl), { pathname: `/cp_missing_${process.pid}` }).href;
/** Never listened on: the database fails first (a port the server would accept, unlike 0). */
const FALLBACK_PORT = 39_999;
/** Nothing listens on port 1 of this machine. */
const unreachableUrl = 'postgres://staff:s3cret-pass@127.0.0.1:1/commonpurse';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Starts the server's entry as `npm start` would, with `databaseUrl`; answers once it exits. */
async function start(databaseUrl: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'cp-db-errors-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(FALLBACK_PORT),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr };
}

/** A stack trace's frames ("    at parse (file.ts:1:2)"). */
const STACK_FRAME = /^\s+at /m;

describe('starting on a database that is not there', () => {
  it('names a missing database and how to create it, exits 1, and prints no stack', async () => {
    const { code, stderr } = await start(missingUrl);
    expect(code).toBe(1);
    const name = `cp_missing_${process.pid}`;
    expect(stderr).toContain(`The database "${name}" does not exist`);
    expect(stderr).toContain(`createdb -h ${serverUrl.hostname} -p ${serverUrl.port || '5432'} -U `);
    expect(stderr.trimEnd().endsWith(name)).toBe(true);
    expect(stderr).not.toMatch(STACK_FRAME);
  }, 120_000);

  it('says when no PostgreSQL answers at the address, without the password', async () => {
    const { code, stderr } = await start(unreachableUrl);
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot reach PostgreSQL at 127.0.0.1:1 (ECONNREFUSED)');
    expect(stderr).not.toContain('s3cret');
    expect(stderr).not.toMatch(STACK_FRAME);
  }, 120_000);
});

describe('explainDatabaseError', () => {
  it('finds the server’s code however deep the drivers wrapped it', () => {
    // As Drizzle wraps pg's error, and Node wraps one refusal per address tried.
    const missing = Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('database "budgets" does not exist'), { code: '3D000' }),
    });
    const refused = new AggregateError([Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })]);
    const url = 'postgres://app:pw@db.internal:6543/budgets';
    const explained = explainDatabaseError(missing, url);
    expect(explained).toBeInstanceOf(DatabaseStartupError);
    expect((explained as Error).message).toContain('createdb -h db.internal -p 6543 -U app budgets');
    expect((explained as Error).message).toContain('db.internal:6543');
    expect((explainDatabaseError(refused, url) as Error).message).toContain('(ECONNREFUSED)');
    expect((explainDatabaseError(refused, url) as Error).message).not.toContain('pw');
  });

  it('leaves every other failure as it was', () => {
    const other = Object.assign(new Error('permission denied for schema public'), { code: '42501' });
    expect(explainDatabaseError(other, 'postgres://a@b/c')).toBe(other);
    expect(explainDatabaseError('not an error', 'postgres://a@b/c')).toBe('not an error');
  });
});
