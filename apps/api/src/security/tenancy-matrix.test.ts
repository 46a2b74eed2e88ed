import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';
import { changedTables, snapshotQuery, type Snapshot } from './database-snapshot.ts';
import { buildIntruder, buildOwnerFixture, type Intruder, type OwnerFixture } from './fixture.ts';
import { fillPath } from './path-params.ts';
import { requestParts } from './request-bodies.ts';
import { familyOf, inRunOrder, probesOf, type Probe, type RouteFamily } from './route-matrix.ts';

// The tenancy matrix (issue 16, decisions 0545-0547): every route the server registered that names a
// row in its path, called by another client with the owner's ids, must answer 404 and change nothing.

const t = useTestApp({
  env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m', REPORTING_RATE_LIMIT_PER_IP: '10000/1m' },
});

let owner: OwnerFixture;
let intruder: Intruder;
let snapshot: () => Promise<Snapshot>;
const counts = { routes: 0, withIds: 0, requests: 0, refused: 0 };

beforeAll(async () => {
  // The rollup job rewrites analytics tables on its own clock; stopped, every table can be compared.
  await t.app.rollups.stop();
  owner = await buildOwnerFixture(t);
  intruder = await buildIntruder(t);
  snapshot = await snapshotQuery(t.db);
  counts.routes = t.app.routeTable.length;
}, 60_000);

interface Outcome {
  label: string;
  status: number;
  changed: string[];
}

/** Sends each probe, comparing the whole database before and after it. */
async function runProbes(
  probes: Probe[],
  send: (probe: Probe, options: InjectOptions) => Promise<LightMyRequestResponse>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let before = await snapshot();
  for (const probe of inRunOrder(probes)) {
    const options = {
      method: probe.route.method,
      url: probe.path,
      ...requestParts(probe.route, owner),
    } as InjectOptions;
    const response = await send(probe, options);
    const after = await snapshot();
    outcomes.push({ label: probe.label, status: response.statusCode, changed: changedTables(before, after) });
    before = after;
  }
  counts.withIds += probes.length;
  counts.requests += outcomes.length;
  counts.refused += outcomes.filter((o) => o.status === 404 && o.changed.length === 0).length;
  return outcomes;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const leaks = (outcomes: Outcome[], allowed: number[]) =>
  outcomes.filter((o) => !allowed.includes(o.status) || o.changed.length > 0);

describe('tenancy matrix over the route table', () => {
  it('has a value for every path parameter of every route', () => {
    const missing: string[] = [];
    for (const route of t.app.routeTable) {
      if (familyOf(route.url) === 'unscoped') continue;
      try {
        fillPath(route.url, owner);
      } catch (error) {
        missing.push((error as Error).message);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers 404 to another client for every signed-in route naming the owner’s rows, changing nothing', async () => {
    const probes = probesOf(t.app.routeTable, 'signed-in', owner);
    const outcomes = await runProbes(probes, (_probe, options) => t.injectAs(intruder.admin, options));
    expect(leaks(outcomes, [404])).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(80);
  }, 120_000);

  it.each<[RouteFamily, () => string]>([
    ['reporting', () => intruder.reportingToken],
    ['integration', () => intruder.integrationToken],
  ])(
    'answers 404 to another client’s %s token for every route naming the owner’s rows',
    async (family, token) => {
      const probes = probesOf(t.app.routeTable, family, owner);
      const outcomes = await runProbes(probes, (_probe, options) =>
        t.app.inject({ ...options, headers: { ...options.headers, ...bearer(token()) } }),
      );
      expect(leaks(outcomes, [404])).toEqual([]);
    },
  );

  it('answers the owner on the same reads, so the ids the matrix sent are real', async () => {
    const reads = [
      ...probesOf(t.app.routeTable, 'signed-in', owner).map((probe) => ({
        probe,
        send: (o: InjectOptions) => t.injectAs(owner.admin, o),
      })),
      ...probesOf(t.app.routeTable, 'reporting', owner).map((probe) => ({
        probe,
        send: (o: InjectOptions) => t.app.inject({ ...o, headers: bearer(owner.reportingToken) }),
      })),
    ].filter(({ probe }) => probe.route.method === 'GET');
    const refused: string[] = [];
    for (const { probe, send } of reads) {
      const response = await send({ method: 'GET', url: probe.path, ...requestParts(probe.route, owner) });
      if (response.statusCode !== 200) refused.push(`${probe.label} → ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
    console.info(
      `tenancy matrix: ${counts.routes} routes found, ${counts.withIds} with ids, ${counts.requests} requests made, ` +
        `${counts.refused} answered 404 with nothing changed; ${reads.length} owner reads answered 200`,
    );
  }, 60_000);

  it('sees a write in its snapshot, so an unchanged digest means nothing was written', async () => {
    const before = await snapshot();
    const response = await t.injectAs(owner.admin, {
      method: 'PATCH',
      url: `/v1/admin/meetings/${owner.meetingId}`,
      payload: { name: 'Renamed by its owner' },
    });
    expect(response.statusCode).toBe(200);
    expect(changedTables(before, await snapshot())).toEqual(['meetings']);
  });
});
