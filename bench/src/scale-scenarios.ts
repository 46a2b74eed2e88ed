// bench:scale's four proofs over the running cluster and balancer (see scale-out.ts for the whole run).
import type { Database } from '@commonpurse/db';
import { CONSOLE_OAUTH_CLIENT_ID, CONSOLE_OAUTH_SCOPE } from '@commonpurse/domain';
import { SERVED_BY, type Balancer } from './scale-balancer.ts';
import type { Cluster } from './scale-cluster.ts';
import { loadFor, reconcile, ResidentLoad, type LoadResult, type Reconciliation } from './scale-load.ts';

export interface Target {
  database: Database;
  balancer: Balancer;
  cluster: Cluster;
  budgetId: number;
  bodies: string[];
  residents: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** a. Submissions/s through the balancer for `seconds`, after a short warm-up, same residents. */
export async function throughput(t: Target, label: string, seconds: number): Promise<LoadResult> {
  const url = t.balancer.url;
  await loadFor(3, url, t.budgetId, t.bodies, `warm-${label}`, t.residents);
  return loadFor(seconds, url, t.budgetId, t.bodies, `rate-${label}`, t.residents);
}

export interface RestartFigures {
  load: LoadResult;
  reconciliation: Reconciliation;
  /** Per process: SIGTERM until exit, and start until HAProxy had it UP again. */
  restarts: { stopMs: number; exitCode: number | null; backMs: number; outOfRotationBeforeExit: boolean }[];
}

/** b. SIGTERM one process at a time under load, wait for its exit, start it, wait until it is UP. */
export async function rollingRestart(t: Target): Promise<RestartFigures> {
  const load = new ResidentLoad(t.balancer.url, t.budgetId, t.bodies, 'roll', t.residents);
  await sleep(2_000);
  const restarts: RestartFigures['restarts'] = [];
  for (let index = 0; index < 3; index += 1) {
    const server = `app${index + 1}`;
    const stopping = t.cluster.stop(index);
    // The drain's point: HAProxy takes the process out while it still serves.
    const outOfRotation = t.balancer.waitFor(server, 'DOWN').then(
      () => 'down',
      () => 'never',
    );
    const first = await Promise.race([stopping.then(() => 'exited'), outOfRotation]);
    const { ms: stopMs, code: exitCode } = await stopping;
    const started = performance.now();
    await t.cluster.start(index);
    await t.balancer.waitFor(server, 'UP');
    restarts.push({
      stopMs,
      exitCode,
      backMs: performance.now() - started,
      outOfRotationBeforeExit: first === 'down',
    });
  }
  await sleep(2_000);
  const result = await load.stop();
  return {
    load: result,
    reconciliation: await reconcile(t.database, t.balancer.url, t.budgetId, 'roll', result),
    restarts,
  };
}

export interface KillFigures {
  load: LoadResult;
  reconciliation: Reconciliation;
  /** From the kill until HAProxy marked the process DOWN. */
  detectedMs: number;
}

/** c. kill -9 of app2 under load; it is started again before the load ends. */
export async function killUnderLoad(t: Target): Promise<KillFigures> {
  const load = new ResidentLoad(t.balancer.url, t.budgetId, t.bodies, 'kill', t.residents);
  await sleep(3_000);
  const killed = performance.now();
  await t.cluster.kill(1);
  await t.balancer.waitFor('app2', 'DOWN');
  const detectedMs = performance.now() - killed;
  await sleep(2_000);
  await t.cluster.start(1);
  await t.balancer.waitFor('app2', 'UP');
  await sleep(2_000);
  const result = await load.stop();
  return {
    load: result,
    reconciliation: await reconcile(t.database, t.balancer.url, t.budgetId, 'kill', result),
    detectedMs,
  };
}

export interface RateLimitFigures {
  /** Per attempt: status and the process HAProxy sent it to. */
  attempts: { status: number; servedBy: string }[];
  /** 429s of POST /oauth/token in each process's own /metrics. */
  refusedPerProcess: number[];
}

const REFUSED_SIGN_INS =
  /http_request_duration_seconds_count\{method="POST",route="\/oauth\/token",status_code="429"\} (\d+)/;

/** d. Sign-in attempts with a wrong password for one address, through the balancer. */
export async function signInLimit(t: Target, email: string, attempts: number): Promise<RateLimitFigures> {
  const answers: RateLimitFigures['attempts'] = [];
  for (let i = 0; i < attempts; i += 1) {
    const response = await fetch(`${t.balancer.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: email,
        password: `not-the-password-${i}`,
        client_id: CONSOLE_OAUTH_CLIENT_ID,
        scope: CONSOLE_OAUTH_SCOPE,
      }),
    });
    await response.arrayBuffer();
    answers.push({ status: response.status, servedBy: response.headers.get(SERVED_BY) ?? '?' });
  }
  const refusedPerProcess = await Promise.all(
    [0, 1, 2].map(async (index) => {
      const metrics = await (await fetch(`${t.cluster.url(index)}/metrics`)).text();
      return Number(REFUSED_SIGN_INS.exec(metrics)?.[1] ?? 0);
    }),
  );
  return { attempts: answers, refusedPerProcess };
}
