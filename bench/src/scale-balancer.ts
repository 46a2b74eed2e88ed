// bench:scale's load balancer: Debian's HAProxy (installed with apt-get when missing), run with the
// configuration of deploy/haproxy.cfg as shipped, bound to a local port, over the first N of its servers.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { open, readFile, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHIPPED_CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));
/** Which process answered, for the rate-limit proof; only in the bench's copy (it names internals). */
export const SERVED_BY = 'x-served-by';

/** HAProxy's version line; installs Debian's package first when it is missing (needs root). */
export function ensureHaproxy(): string {
  const version = () => spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  let found = version();
  if (found.error) {
    console.info('HAProxy is missing: apt-get install -y haproxy (Debian package)');
    execFileSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit' });
    found = version();
  }
  if (found.status !== 0) throw new Error(`haproxy -v failed: ${found.stderr}`);
  return found.stdout.split('\n')[0]!;
}

/**
 * The shipped configuration with three changes only: bound to 127.0.0.1:`port`, the servers past the
 * first `servers` removed, and a stats socket (server states) plus an X-Served-By answer header added.
 */
export async function balancerConfig(port: number, servers: number, socket: string) {
  const shipped = await readFile(SHIPPED_CONFIG, 'utf8');
  const lines = shipped.split('\n').filter((line) => {
    const server = /^\s*server app(\d+)\b/.exec(line);
    return !server || Number(server[1]) <= servers;
  });
  const text = lines
    .join('\n')
    .replace(/^(\s*)bind :8080$/m, `$1bind 127.0.0.1:${port}`)
    .replace(/^global$/m, `global\n  stats socket ${socket} mode 600 level admin`)
    .replace(
      /^(\s*)balance roundrobin$/m,
      `$1balance roundrobin\n$1http-response set-header ${SERVED_BY} %s`,
    );
  if (!text.includes(`127.0.0.1:${port}`)) throw new Error(`${SHIPPED_CONFIG} has no "bind :8080" line`);
  return text;
}

export class Balancer {
  private child: ChildProcess | null = null;
  readonly socket: string;

  constructor(
    private readonly dir: string,
    readonly port: number,
  ) {
    this.socket = join(dir, 'haproxy.sock');
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts HAProxy over app1..appN at `addresses` and waits until each server is UP. */
  async start(addresses: string[]) {
    const file = join(this.dir, `haproxy-${addresses.length}.cfg`);
    await writeFile(file, await balancerConfig(this.port, addresses.length, this.socket));
    const env = { ...process.env, ...Object.fromEntries(addresses.map((a, i) => [`APP${i + 1}_ADDR`, a])) };
    const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { env, encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy -c ${file}: ${check.stderr}${check.stdout}`);
    // Its warnings (each server DOWN and UP again) go to a log beside the configuration.
    const log = await open(join(this.dir, 'haproxy.log'), 'a');
    this.child = spawn('haproxy', ['-db', '-f', file], { env, stdio: ['ignore', log.fd, log.fd] });
    this.child.once('exit', () => void log.close());
    for (let i = 1; i <= addresses.length; i += 1) await this.waitFor(`app${i}`, 'UP');
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** How often HAProxy has marked each server DOWN so far, from its log (why it was out of rotation). */
  async downCounts(): Promise<Map<string, number>> {
    const log = await readFile(join(this.dir, 'haproxy.log'), 'utf8').catch(() => '');
    const counts = new Map<string, number>();
    for (const [, server] of log.matchAll(/Server app\/(app\d+) is DOWN/g)) {
      counts.set(server!, (counts.get(server!) ?? 0) + 1);
    }
    return counts;
  }

  /** Each server's state as HAProxy's health checks see it (UP, DOWN, MAINT, "UP 1/2"...). */
  async states(): Promise<Map<string, string>> {
    const csv = await new Promise<string>((resolve, reject) => {
      let text = '';
      const connection = createConnection(this.socket, () => connection.end('show stat\n'));
      connection.on('data', (chunk) => (text += String(chunk)));
      connection.on('end', () => resolve(text));
      connection.on('error', reject);
    });
    const rows = csv.split('\n').map((line) => line.split(','));
    const status = rows[0]!.indexOf('status');
    return new Map(
      rows.filter((row) => row[0] === 'app' && /^app\d/.test(row[1] ?? '')).map((r) => [r[1]!, r[status]!]),
    );
  }

  /** Waits until HAProxy reports `server` exactly `state` (UP: back in rotation; DOWN: out of it). */
  async waitFor(server: string, state: 'UP' | 'DOWN', withinMs = 60_000) {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const now = await this.states().catch(() => new Map<string, string>());
      if (now.get(server) === state) return;
      if (Date.now() > deadline)
        throw new Error(`HAProxy did not see ${server} ${state} (${now.get(server)})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
