import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from '../test/helper.ts';
import { changedTables, snapshotQuery, type Snapshot } from './database-snapshot.ts';
import { buildIntruder, buildOwnerFixture, type OwnerFixture } from './fixture.ts';
import { rowIdsOf, rowsOfClientIn } from './answer-rows.ts';
import { IGNORED_FIELDS, planOf } from './id-field-cases.ts';
import { idFieldsOfRoutes } from './id-fields.ts';
import { fillPath } from './path-params.ts';
import { publicCasesOf } from './public-field-cases.ts';
import { checkOtherSubdomains, checkPublicFields, publicWriteKeys, type Send } from './public-matrix.ts';
import { buildPublicPages } from './public-pages.ts';
import { queryPart, requestParts, sampleWithField } from './request-bodies.ts';
import { familyOf, inRunOrder, probesOf, type Probe, type RouteFamily } from './route-matrix.ts';

// The tenancy matrix (issue 16, decisions 0545-0547): every route the server registered that names a
// row in its path, called by another client with the owner's ids, must answer 404 and change nothing.

const t = useTestApp({
  env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m', REPORTING_RATE_LIMIT_PER_IP: '10000/1m' },
});

let owner: OwnerFixture;
let intruder: OwnerFixture;
let snapshot: () => Promise<Snapshot>;
const counts = {
  routes: 0,
  withIds: 0,
  requests: 0,
  refused: 0,
  publicFields: 0,
  publicRefusals: 0,
};

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

/** The messages of the keys `check` throws on (a field or parameter the matrix has no value for). */
const failuresOf = (keys: readonly string[], check: (key: string) => unknown): string[] =>
  keys.flatMap((key) => {
    try {
      check(key);
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  });

const leaks = (outcomes: Outcome[], allowed: number[]) =>
  outcomes.filter((o) => !allowed.includes(o.status) || o.changed.length > 0);

describe('tenancy matrix over the route table', () => {
  it('has a value for every path parameter of every route', () => {
    const urls = t.app.routeTable.map((route) => route.url).filter((url) => familyOf(url) !== 'unscoped');
    expect(failuresOf(urls, (url) => fillPath(url, owner))).toEqual([]);
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
    // The audit trail records the owner's write (the refused requests of the matrix leave none).
    expect(changedTables(before, await snapshot())).toEqual(['audit_events', 'meetings']);
  });

  describe('ids in queries and bodies', () => {
    const keys = () => idFieldsOfRoutes(t.app.routeTable);

    it('knows every id field a route takes outside its path', () => {
      expect(failuresOf(keys(), planOf)).toEqual([]);
    });

    it('refuses another client’s id in a field of the caller’s own row, changing nothing', async () => {
      const problems: string[] = [];
      let tried = 0;
      // Orders first: a control further on (an item added) would leave an order one id short.
      const ordered = [...keys()].sort(
        (a, b) => Number(b.includes('set-order')) - Number(a.includes('set-order')),
      );
      for (const key of ordered) {
        const plan = planOf(key);
        if (plan.kind !== 'id') continue;
        const [method, url = '', partField = ''] = key.split(' ');
        const route = t.app.routeTable.find((r) => r.method === method && r.url === url);
        if (!route) throw new Error(`no route for ${key}`);
        const [part, ...rest] = partField.split('.');
        const field = rest.join('.');
        const schema = (part === 'query' ? route.schema?.querystring : route.schema?.body) as z.ZodType;
        const send = async (valueOf: OwnerFixture) => {
          const id = plan.value(valueOf, url);
          const value = sampleWithField(
            schema,
            part as 'query' | 'body',
            field,
            part === 'query' ? String(id) : id,
            key,
          );
          const options = {
            method: route.method,
            url: fillPath(url, intruder).path,
            ...(part === 'query' ? { query: value } : { ...queryPart(route), payload: value }),
          } as InjectOptions;
          const before = await snapshot();
          const response =
            familyOf(url) === 'reporting'
              ? await t.app.inject({ ...options, headers: bearer(intruder.reportingToken) })
              : await t.injectAs(intruder.admin, options);
          return {
            status: response.statusCode,
            changed: changedTables(before, await snapshot()),
            body: response.body,
          };
        };
        let foreign, control;
        try {
          foreign = await send(owner);
          control = await send(intruder);
        } catch (error) {
          problems.push((error as Error).message);
          continue;
        }
        tried += 1;
        const refused = foreign.status >= 400 && foreign.status < 500 && foreign.changed.length === 0;
        const ignored = plan.ignored !== undefined && foreign.status === control.status;
        if (!(plan.ignored ? ignored : refused))
          problems.push(
            `${key}: another client's id answered ${foreign.status}, changed [${foreign.changed}]`,
          );
        if (control.status >= 300)
          problems.push(
            `${key}: the caller's own id answered ${control.status} ${control.body.slice(0, 200)}`,
          );
      }
      console.info(
        `tenancy matrix: ${tried} id fields in queries and bodies, each tried with another client's id`,
      );
      expect(problems).toEqual([]);
    }, 120_000);
  });

  /** Sends a request without credentials, comparing the whole database before and after it. */
  const sendAnonymous: Send = async (options) => {
    const before = await snapshot();
    const response = await t.app.inject(options);
    return {
      status: response.statusCode,
      changed: changedTables(before, await snapshot()),
      body: response.body,
    };
  };

  describe('public writes and pages', () => {
    const keys = () => publicWriteKeys(t.app.routeTable);

    it('has a case for every id field of a public write', () => {
      expect(failuresOf(keys(), publicCasesOf)).toEqual([]);
      expect(keys().length).toBeGreaterThan(10);
    });

    it('refuses, on the owner’s pages, ids of another simulation in every id field, storing nothing', async () => {
      const pages = await buildPublicPages(t, owner, intruder);
      const { tried, problems } = await checkPublicFields(keys(), pages, sendAnonymous);
      counts.publicFields = keys().length;
      counts.publicRefusals = tried;
      expect(problems).toEqual([]);
    }, 120_000);

    it('answers 404 under another client’s subdomain for the owner’s meetings and pages, changing nothing', async () => {
      const { tried, problems } = await checkOtherSubdomains(
        t.app.routeTable,
        owner,
        intruder,
        sendAnonymous,
      );
      expect(problems).toEqual([]);
      expect(tried).toBeGreaterThan(3);
      console.info(
        `tenancy matrix: ${counts.publicFields} id fields of public writes, ${counts.publicRefusals} requests ` +
          `with another simulation's id refused; ${tried} public routes under another client's subdomain answered 404`,
      );
    });
  });

  it('answers the filters it ignores with none of the other client’s rows', async () => {
    const meetingsFilter = 'GET /v1/admin/meetings query.budget_id';
    const winnersFilter = 'GET /v1/admin/budgets/:id/pbhappy query.winners';
    expect(Object.keys(IGNORED_FIELDS)).toEqual(expect.arrayContaining([meetingsFilter, winnersFilter]));
    const get = async <T>(url: string, query: Record<string, string>) => {
      const response = await t.injectAs(intruder.admin, { method: 'GET', url, query });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: T }>().data;
    };
    const meetingsOf = (budgetId: number) =>
      get<{ id: number }[]>('/v1/admin/meetings', { budget_id: String(budgetId) });
    expect(await meetingsOf(owner.simulation.id)).toEqual([]);
    expect((await meetingsOf(intruder.simulation.id)).map((m) => m.id)).toContain(intruder.meetingId);

    // A ballot with the other client's own project, so its own winner is seen to count a voter.
    const prioritization = `/v1/admin/budgets/${intruder.prioritization.id}`;
    const ballot = await t.injectAs(intruder.admin, {
      method: 'POST',
      url: `${prioritization}/ballots/paper`,
      payload: { items: [{ subcategory_id: intruder.prioritization.item.subId, rank: 1 }] },
    });
    expect(ballot.statusCode).toBeLessThan(300);
    type Happy = { pbhappy: { winners: number[]; voters: number; won_at_least: number[] } };
    const happyWith = async (item: number) =>
      (await get<Happy>(`${prioritization}/pbhappy`, { winners: String(item) })).pbhappy;
    const foreign = await happyWith(owner.prioritization.item.subId);
    expect(foreign.winners).toEqual([]);
    expect(foreign.voters).toBe(0);
    expect(foreign.won_at_least.slice(1).every((count) => count === 0)).toBe(true);
    const own = await happyWith(intruder.prioritization.item.subId);
    expect(own.winners).toEqual([intruder.prioritization.item.subId]);
    expect(own.voters).toBeGreaterThan(0);
  });

  // Last: it revokes the owner's integration token.
  it('reads none of the owner’s rows with another client’s integration token; a revoked token answers 401', async () => {
    const routes = t.app.routeTable.filter(
      (route) => familyOf(route.url) === 'integration' && !route.url.includes(':'),
    );
    expect(routes.length).toBeGreaterThan(0);
    const ownerRows = await rowIdsOf(t.db, owner.clientId);
    const read = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const problems: string[] = [];
    for (const { url } of routes) {
      const intruderRead = await read(url, intruder.integrationToken);
      const ownerRead = await read(url, owner.integrationToken);
      expect([intruderRead.statusCode, ownerRead.statusCode]).toEqual([200, 200]);
      problems.push(...rowsOfClientIn(intruderRead.json(), ownerRows).map((row) => `${url}: ${row}`));
      if (intruderRead.body.includes(`//${owner.subdomain}.`)) problems.push(`${url}: the owner's address`);
      // Controls: each token reads its own client's simulation, so an empty answer cannot pass.
      expect(intruderRead.body).toContain(`"id":${intruder.simulation.id}`);
      expect(ownerRead.body).toContain(`"id":${owner.simulation.id}`);
    }
    expect(problems).toEqual([]);

    const statusesWith = async (token: string) =>
      Promise.all(routes.map(async ({ url }) => (await read(url, token)).statusCode));
    const ones = (status: number) => routes.map(() => status);
    // A new token revokes the one before it; revoking the type revokes the new one too.
    const renew = await t.injectAs(owner.admin, {
      method: 'POST',
      url: '/v1/admin/integrations/budget-software',
    });
    expect(renew.statusCode).toBe(201);
    const renewed = renew.json<{ data: { token: string } }>().data.token;
    expect(await statusesWith(owner.integrationToken)).toEqual(ones(401));
    expect(await statusesWith(renewed)).toEqual(ones(200));
    const revoke = await t.injectAs(owner.admin, {
      method: 'DELETE',
      url: '/v1/admin/integrations/budget-software',
    });
    expect(revoke.statusCode).toBe(200);
    expect(await statusesWith(renewed)).toEqual(ones(401));
  });
});
