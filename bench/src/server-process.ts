// The production entry (apps/api/src/main.ts) in its own process, as `npm start` runs it: for the
// benches that measure the real server over HTTP or kill it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/api/src/main.ts', import.meta.url));
/** What `npm run build` makes and production runs (`npm run serve`, the Docker image). */
export const BUILT_SERVER_ENTRY = fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url));
/** PGlite opening (and replaying its WAL after a kill) on a busy machine can take a minute or more. */
const READY_WITHIN_MS = 180_000;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the server with `env` added to this process's environment (DATABASE_URL or DATA_DIR, ...),
 * on `port` (a free one when 0), and answers once /healthz does. `built`: the compiled server instead
 * of the sources through tsx.
 */
export async function startServer(
  env: Record<string, string>,
  port = 0,
  { built = false } = {},
): Promise<ServerProcess> {
  const listenOn = port || (await freePort());
  const entry = built ? [BUILT_SERVER_ENTRY] : ['--import', 'tsx', SERVER_ENTRY];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // Every request comes from one address: the per-IP limit of public writes must not count here.
      PUBLIC_WRITE_RATE_LIMIT_PER_IP: '1000000000/1m',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`The server stopped (exit code ${code}) before it was ready`)),
    ),
  );
  exited.catch(() => undefined);
  const url = `http://127.0.0.1:${listenOn}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const ready = await Promise.race([
      fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
      exited,
    ]);
    if (ready) return { child, url };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer ${url}/healthz within ${READY_WITHIN_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * SIGTERM (the server closes its connections and the database), SIGKILL after `withinMs`; answers the
 * exit code (null when killed by a signal).
 */
export async function stopServer(child: ChildProcess, withinMs = 10_000) {
  if (hasExited(child)) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), withinMs);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** kill -9: the process ends at once, whatever it was doing (no handler runs, nothing is flushed). */
export async function killServer(child: ChildProcess) {
  if (hasExited(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
