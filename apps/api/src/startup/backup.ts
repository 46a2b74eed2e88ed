import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { AppConfig } from '../config.ts';
import { lockDataDir, pgliteDirOf } from './data-dir-lock.ts';

type BackupConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir'>;

/** Runs a command, its output passed through; rejects with its stderr's last lines on failure. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done() : fail(new Error(`${command} failed (${code}): ${stderr.trim().slice(-2000)}`)),
    );
  });
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/** Where a backup goes when no path is given: DATA_DIR/backups/commonpurse-<UTC time>.<ext>. */
export function defaultBackupPath(config: BackupConfig): string {
  const extension = config.databaseUrl ? 'dump' : 'tar.gz';
  return join(config.dataDir, 'backups', `commonpurse-${stamp()}.${extension}`);
}

/**
 * PostgreSQL: pg_dump's custom format (consistent while the server runs). PGlite: the data folder
 * (database, uploads, outbox) as a .tar.gz, taken only while no server holds it (decision 0568).
 */
export async function backupDatabase(config: BackupConfig, target: string): Promise<string> {
  const file = resolve(target);
  await mkdir(dirname(file), { recursive: true });
  if (config.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      `--dbname=${config.databaseUrl}`,
    ]);
    return file;
  }
  const release = await lockDataDir(pgliteDirOf(config.dataDir));
  try {
    const parts = (await readdir(config.dataDir)).filter(
      (name) => name !== 'backups' && !name.endsWith('.lock'),
    );
    // A backup written inside DATA_DIR must not contain itself.
    const inside = relative(config.dataDir, file);
    const exclude = inside.startsWith('..') ? [] : [`--exclude=./${inside}`];
    await run('tar', ['-czf', file, ...exclude, '-C', config.dataDir, ...parts.map((name) => `./${name}`)]);
  } finally {
    await release();
  }
  return file;
}

export interface RestoreOptions {
  /** Replace existing data (PostgreSQL: drop what the dump holds first; PGlite: a non-empty folder). */
  force: boolean;
}

/** The reverse of backupDatabase, into the configured database; refuses to overwrite without force. */
export async function restoreDatabase(config: BackupConfig, source: string, options: RestoreOptions) {
  const file = resolve(source);
  await stat(file);
  if (config.databaseUrl) {
    const clean = options.force ? ['--clean', '--if-exists'] : [];
    await run('pg_restore', [
      ...clean,
      '--no-owner',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      file,
    ]);
    return;
  }
  const pglite = pgliteDirOf(config.dataDir);
  await mkdir(config.dataDir, { recursive: true });
  const release = await lockDataDir(pglite);
  try {
    const existing = await readdir(pglite).catch(() => []);
    if (existing.length > 0 && !options.force) {
      throw new Error(`${pglite} already holds a database: pass --force to replace it.`);
    }
    await rm(pglite, { recursive: true, force: true });
    await rm(join(config.dataDir, 'uploads'), { recursive: true, force: true });
    await run('tar', ['-xzf', file, '-C', config.dataDir]);
  } finally {
    await release();
  }
}
