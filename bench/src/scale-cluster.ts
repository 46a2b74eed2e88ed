// bench:scale's server processes: the built server (apps/api/dist/main.js), each on its own port over
// one PostgreSQL database and one Redis, each stopped (SIGTERM), killed (SIGKILL) and started alone.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BUILT_SERVER_ENTRY,
  killServer,
  startServer,
  stopServer,
  type ServerProcess,
} from './server-process.ts';

/** Seconds a SIGTERM keeps serving with /readyz at 503: over HAProxy's `inter 1s fall 2` with margin. */
export const DRAIN_SECONDS = 3;

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  /** Each process gets DATA_DIR `dir/appN` (nothing is kept there on PostgreSQL). */
  dir: string;
  ports: number[];
}

export class Cluster {
  private readonly running = new Map<number, ServerProcess>();
  /** Milliseconds from spawn to /healthz, per start. */
  readonly startMs: number[] = [];

  constructor(private readonly options: ClusterOptions) {
    if (!existsSync(BUILT_SERVER_ENTRY)) {
      throw new Error(`${BUILT_SERVER_ENTRY} is missing: run \`npm run build\` first`);
    }
  }

  /** host:port of app1..appN, as HAProxy's APPn_ADDR. */
  addresses(count = this.options.ports.length) {
    return this.options.ports.slice(0, count).map((port) => `127.0.0.1:${port}`);
  }

  url(index: number) {
    return `http://127.0.0.1:${this.options.ports[index]}`;
  }

  pid(index: number) {
    return this.running.get(index)?.child.pid;
  }

  async start(index: number) {
    const dataDir = join(this.options.dir, `app${index + 1}`);
    await mkdir(dataDir, { recursive: true });
    const started = performance.now();
    const server = await startServer(
      {
        DATABASE_URL: this.options.databaseUrl,
        DATA_DIR: dataDir,
        REDIS_URL: this.options.redisUrl,
        REDIS_KEY_PREFIX: this.options.redisKeyPrefix,
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      },
      this.options.ports[index],
      { built: true },
    );
    this.startMs.push(performance.now() - started);
    this.running.set(index, server);
  }

  /**
   * SIGTERM and wait for the exit (drain, then in-flight requests finish): ms it took and the exit code
   * (1: the shutdown timed out).
   */
  async stop(index: number) {
    const server = this.running.get(index);
    this.running.delete(index);
    const started = performance.now();
    const code = server ? await stopServer(server.child, (DRAIN_SECONDS + 15) * 1000) : null;
    return { ms: performance.now() - started, code };
  }

  async kill(index: number) {
    const server = this.running.get(index);
    this.running.delete(index);
    if (server) await killServer(server.child);
  }

  async stopAll() {
    await Promise.all([...this.running.keys()].map((index) => this.stop(index)));
  }
}
