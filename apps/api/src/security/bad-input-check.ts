import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';
import { badRequestsFor, preview, type BadRequest, type FuzzTarget } from './bad-requests.ts';
import { installChangeJournal, removeChangeJournal, takeChanges } from './change-journal.ts';
import { fuzzTargets } from './fuzz-targets.ts';
import { ServerFaults } from './server-faults.ts';
import { ownerWorld, type OwnerWorld } from './owner-world.ts';

// Issue 16 "Prove it holds": every write route, admin and public, is sent bad input generated from its
// own schemas (decision 0548). None may answer 5xx; each refusal is a 4xx with a JSON message and
// leaves every table as it was. A request that happens to be valid is accepted and counted apart.
// The routes are dealt to shards, each a test file with its own app and database (bad-input-*.test.ts),
// so that Vitest's two workers share them: one file took a worker for minutes (decision 0623).

/** Refused requests of one route in flight at once (each still a whole request through the app). */
const CONCURRENT_REFUSALS = 4;
const OUT_OF_REACH = '1000000/1m';
/**
 * Tables a refused request writes by design: a failed sign-in is counted (decision 0207). Analytics
 * rollups are rebuilt in the background on their own clock, whatever the requests do, under the job's
 * lease (decision 0567), renewed on that clock too.
 */
const WRITTEN_BY_REFUSALS = ['sign_in_failures', 'analytics_rollups', 'analytics_amounts', 'job_leases'];

/** Calls that need no staff session; every other write is sent as the owner, so it reaches validation. */
const SIGNED_OUT = /^\/(v1\/public\/|oauth\/token$|v1\/forgot$|v1\/reset$|v1\/impersonate$)/;

interface Counts {
  routes: number;
  requests: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  other: number;
}

const routeName = (target: FuzzTarget) =>
  `${target.method} ${target.template}${target.variant ? ` (${target.variant})` : ''}`;

/** The token endpoint answers an unknown OAuth client with the RFC 6749 code alone (decision 0013). */
const OAUTH_CODE_ONLY = (target: FuzzTarget, body: { error?: unknown }) =>
  target.template === '/oauth/token' && body.error === 'invalid_client';

/**
 * Declares the check for the routes dealt to `shard` (every `of`-th route from it, so that each shard
 * gets admin and public routes alike). Called once at the top of each shard's test file.
 */
export function describeBadInput(shard: number, of: number) {
  const faults = new ServerFaults();
  const t = useTestApp({
    env: {
      LOG_LEVEL: 'error',
      LOGIN_RATE_LIMIT_PER_EMAIL: OUT_OF_REACH,
      LOGIN_RATE_LIMIT_PER_IP: OUT_OF_REACH,
      FORGOT_RATE_LIMIT_PER_IP: OUT_OF_REACH,
      PUBLIC_WRITE_RATE_LIMIT_PER_IP: OUT_OF_REACH,
      VOTER_EMAIL_RATE_LIMIT_PER_IP: OUT_OF_REACH,
    },
    logStream: faults,
  });

  /** What is wrong with an answer to a request the server did not accept; undefined for a proper refusal. */
  function refusalProblem(
    target: FuzzTarget,
    response: LightMyRequestResponse,
    changes: string[],
  ): string | undefined {
    if (response.statusCode >= 500)
      return `answered ${response.statusCode}: ${faults.take() ?? response.body}`;
    if (response.statusCode < 400) return `answered ${response.statusCode}`;
    if (!response.headers['content-type']?.toString().startsWith('application/json'))
      return `refused (${response.statusCode}) without JSON: ${preview(response.body)}`;
    const body = response.json<{ message?: unknown; error?: unknown }>();
    if ((typeof body.message !== 'string' || body.message === '') && !OAUTH_CODE_ONLY(target, body))
      return `refused (${response.statusCode}) without a message: ${preview(response.body)}`;
    if (changes.length > 0) return `refused (${response.statusCode}) but changed ${changes.join(', ')}`;
    return undefined;
  }

  describe(`bad input on every write route (shard ${shard + 1} of ${of})`, () => {
    let world: OwnerWorld;
    afterAll(() => removeChangeJournal(t.db));

    const send = (target: FuzzTarget, request: BadRequest) =>
      SIGNED_OUT.test(target.template)
        ? t.app.inject(request.options)
        : t.injectAs(world.owner, request.options as InjectOptions);

    /** One request, then the journal: what was wrong with its answer, if anything. */
    const checkAlone = async (target: FuzzTarget, request: BadRequest) => {
      const response = await send(target, request);
      const changes = await takeChanges(t.db);
      const accepted = response.statusCode >= 200 && response.statusCode < 300;
      return { response, problem: accepted ? undefined : refusalProblem(target, response, changes) };
    };

    /**
     * Requests the route's schema refuses (decision 0548): sent a few at a time, then one journal read for
     * them all. A problem or a change sends them again one by one, which names the input and its change.
     */
    async function checkRefusedTogether(
      target: FuzzTarget,
      requests: BadRequest[],
      count: (status: number) => void,
    ): Promise<string[]> {
      const found: { request: BadRequest; problem: string }[] = [];
      const refused: BadRequest[] = [];
      for (let start = 0; start < requests.length; start += CONCURRENT_REFUSALS) {
        const batch = requests.slice(start, start + CONCURRENT_REFUSALS);
        const responses = await Promise.all(batch.map((request) => send(target, request)));
        responses.forEach((response, index) => {
          count(response.statusCode);
          if (response.statusCode >= 200 && response.statusCode < 300) return;
          const request = batch[index]!;
          refused.push(request);
          const problem = refusalProblem(target, response, []);
          if (problem) found.push({ request, problem });
        });
      }
      const changes = await takeChanges(t.db);
      if (found.length === 0 && changes.length === 0) return [];
      const named: string[] = [];
      for (const request of refused) {
        const { problem } = await checkAlone(target, request);
        if (problem) named.push(`${routeName(target)} with ${request.input}: ${problem}`);
      }
      if (named.length > 0) return named;
      if (found.length > 0)
        return found.map(
          ({ request, problem }) =>
            `${routeName(target)} with ${request.input} (sent with others): ${problem}`,
        );
      if (refused.length === requests.length)
        return [`${routeName(target)}: refused requests changed ${changes.join(', ')}, none alone`];
      return [];
    }

    it('never answers 5xx; refuses with a 4xx and a message, changing nothing', async () => {
      world = await ownerWorld(t);
      // Signed in before the journal starts, so the session's own rows are not taken for a request's.
      await t.injectAs(world.owner, { method: 'GET', url: '/v1/users/me' });
      await installChangeJournal(t.db, WRITTEN_BY_REFUSALS);
      const counts: Counts = { routes: 0, requests: 0, '2xx': 0, '4xx': 0, '5xx': 0, other: 0 };
      const problems: string[] = [];
      const started = Date.now();
      const count = (status: number) => {
        counts.requests += 1;
        const bucket =
          status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 200 && status < 300 ? '2xx' : 'other';
        counts[bucket] += 1;
      };
      // The 100,000-deep bodies meet the JSON parser and the forbidden-character walk, which every route
      // shares: once per method proves them (decision 0548), the rest of each route's bodies stay whole.
      const deepBodiesSent = new Set<string>();
      const targets = fuzzTargets(t.app.routeTable, world);
      expect(targets.length).toBeGreaterThan(80);
      for (const target of targets.filter((_, index) => index % of === shard)) {
        counts.routes += 1;
        const refusedBySchema: BadRequest[] = [];
        const method = String(target.method);
        const deepBodies = !deepBodiesSent.has(method);
        deepBodiesSent.add(method);
        for (const request of badRequestsFor(target, { deepBodies })) {
          if (request.refusedBySchema) {
            refusedBySchema.push(request);
            continue;
          }
          const { response, problem } = await checkAlone(target, request);
          count(response.statusCode);
          if (problem) problems.push(`${routeName(target)} with ${request.input}: ${problem}`);
        }
        problems.push(...(await checkRefusedTogether(target, refusedBySchema, count)));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(
        `bad input: ${counts.routes} routes, ${counts.requests} requests, ${counts['2xx']} 2xx, ` +
          `${counts['4xx']} 4xx, ${counts['5xx']} 5xx, ${counts.other} other, in ${seconds} s`,
      );
      expect(counts.routes).toBe(Math.ceil((targets.length - shard) / of));
      expect(problems).toEqual([]);
    }, 600_000);
  });
}
