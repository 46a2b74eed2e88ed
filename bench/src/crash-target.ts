// Where bench:crash keeps its data: a throwaway PostgreSQL database beside DATABASE_URL's, or a PGlite
// data directory; and the server over it, started, killed with SIGKILL and started again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '@commonpurse/db';
import { killServer, startServer, stopServer, type ServerProcess } from './server-process.ts';
import { adminQuery, databaseUrlFor } from './throwaway-database.ts';

export type CrashKind = 'postgres' | 'pglite';

export interface CrashTarget {
  kind: CrashKind;
  /** What the printed lines call it. */
  label: string;
  /** Opens the database from this process (PGlite: only while no server holds its directory). */
  open(): Promise<Database>;
  server: CrashServer;
  dispose(): Promise<void>;
}

/** The one server process over the target; `kill` is kill -9. */
export class CrashServer {
  private running: ServerProcess | null = null;
  /** How long each start took until /healthz answered (the database opened and migrated). */
  readonly startMs: number[] = [];

  constructor(
    private readonly env: Record<string, string>,
    private readonly port: number,
  ) {}

  get url() {
    if (!this.running) throw new Error('The server is not running');
    return this.running.url;
  }

  async start() {
    const started = performance.now();
    this.running = await startServer(this.env, this.port);
    this.startMs.push(performance.now() - started);
  }

  async kill() {
    if (this.running) await killServer(this.running.child);
    this.running = null;
  }

  async stop() {
    if (this.running) await stopServer(this.running.child);
    this.running = null;
  }
}

export async function crashTarget(kind: CrashKind, port: number): Promise<CrashTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cp-bench-crash-'));
  // High login limits: the bench signs in again after each restart.
  const common = {
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT_PER_EMAIL: '1000000/1m',
    LOGIN_RATE_LIMIT_PER_IP: '1000000/1m',
  };
  if (kind === 'pglite') {
    const pgliteDir = join(dataDir, 'pglite');
    return {
      kind,
      label: `PGlite ${pgliteDir}`,
      open: () => createDatabase({ dataDir: pgliteDir }),
      server: new CrashServer(common, port),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_crash_${process.pid}`;
  const url = databaseUrlFor(name);
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    kind,
    label: `PostgreSQL ${name}`,
    open: () => createDatabase({ url, maxConnections: 2 }),
    server: new CrashServer({ ...common, DATABASE_URL: url }, port),
    async dispose() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `read` on the target's database from this process. PGlite's directory has one user at a time:
 * the server is stopped for the read (SIGTERM) and started again after.
 */
export async function readDatabase<T>(target: CrashTarget, read: (database: Database) => Promise<T>) {
  const exclusive = target.kind === 'pglite';
  if (exclusive) await target.server.stop();
  const database = await target.open();
  try {
    return await read(database);
  } finally {
    await database.close();
    if (exclusive) await target.server.start();
  }
}
