import type { InjectOptions } from 'fastify';
import { eq, gt, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users, type AuditChange } from '@commonpurse/db';
import { useTestApp, type TestUser } from '../test/helper.ts';
import { AUDIT_CASES, orderOf, WRITES_OF_EXEMPT_TABLES, type AuditCase } from './audit-cases.ts';
import { auditWorld, type AuditWorld } from './audit-world.ts';
import type { FuzzTarget } from './bad-requests.ts';
import { fuzzTargets } from './fuzz-targets.ts';
import { sampleOf } from './schema-walk.ts';

// Issue 16: every signed-in write route of app.routeTable, sent one request that succeeds, leaves an
// audit_events row with its actor, client, action and before/after (decisions 0552, 0553, 0571). The
// routes come from the server's own table, so a new write route fails here until it is mapped.

const t = useTestApp({ env: { LOG_LEVEL: 'error' } });

/** Write routes that are not signed-in staff writes, each with why the trail does not record them. */
const NOT_AUDITED: Record<string, string> = {
  'POST /oauth/token': 'sign-ins and refreshes have their own records (sign_in_failures, token families)',
  'POST /v1/impersonate': 'redeems a token whose creation (POST /v1/admin/impersonations) is recorded',
  'POST /v1/forgot': 'anonymous: asks for a reset mail',
  'POST /v1/reset': 'anonymous: a reset link, its own proof',
};
const isResidentWrite = (key: string) => key.includes(' /v1/public/');
const keyOf = (target: { method: unknown; template: string }) =>
  `${String(target.method)} ${target.template}`;

let world: AuditWorld;
beforeAll(async () => {
  // The rollup job writes on its own clock; stopped, every trail row is a request's.
  await t.app.rollups.stop();
  world = await auditWorld(t);
}, 60_000);

const pathOf = (template: string, params: Record<string, string | number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? `:${name}`));

/** The one request that makes the route's write succeed in the audit world. */
async function requestOf(target: FuzzTarget, auditCase: AuditCase | undefined): Promise<InjectOptions> {
  const ctx = { world, db: t.db };
  const params = { ...target.params, ...auditCase?.params?.(ctx) };
  const query = target.query ? (sampleOf(target.query) as Record<string, unknown>) : {};
  const options: InjectOptions = {
    method: target.method,
    url: pathOf(target.template, params),
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  };
  if (auditCase?.upload) return { ...options, ...auditCase.upload() };
  const body = auditCase?.body ? await auditCase.body(ctx) : target.body && sampleOf(target.body);
  return body === undefined ? options : { ...options, payload: body as InjectOptions['payload'] };
}

const lastEventId = async () =>
  (await t.db.select({ id: max(auditEvents.id) }).from(auditEvents))[0]?.id ?? 0;

const activeClientOf = async (user: TestUser) =>
  (await t.db.select({ id: users.active_client_id }).from(users).where(eq(users.id, user.id)))[0]?.id;

/** Whether before/after say what the operation did: made from nothing, changed, or left nothing. */
function beforeAfterFits(action: string, changes: Record<string, AuditChange>): boolean {
  const values = Object.values(changes);
  if (values.length === 0) return false;
  if (action.endsWith('.insert')) return values.every((change) => change.before === null);
  if (action.endsWith('.delete')) return values.every((change) => change.after === null);
  return values.some((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

describe('every signed-in write is audited (generated from app.routeTable)', () => {
  const writeKeys = () =>
    t.app.routeTable
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);

  it('runs every write route in the audited transaction, unless exempt with a reason', () => {
    const unrecorded = writeKeys().filter(
      (key) => !t.app.auditedRoutes.has(key) && !isResidentWrite(key) && !(key in NOT_AUDITED),
    );
    expect(unrecorded).toEqual([]);
    expect(Object.keys(NOT_AUDITED).filter((key) => t.app.auditedRoutes.has(key))).toEqual([]);
  });

  it('maps every audited route to the row it leaves, or lists it as writing only exempt tables', () => {
    const audited = [...t.app.auditedRoutes];
    const unmapped = audited.filter((key) => !(key in AUDIT_CASES) && !(key in WRITES_OF_EXEMPT_TABLES));
    expect(unmapped).toEqual([]);
    const stale = [...Object.keys(AUDIT_CASES), ...Object.keys(WRITES_OF_EXEMPT_TABLES)].filter(
      (key) => !t.app.auditedRoutes.has(key),
    );
    expect(stale).toEqual([]);
    expect(audited.length).toBeGreaterThan(70);
  });

  it('leaves, for one succeeding request of each, a row with its actor, client, action and before/after', async () => {
    const started = performance.now();
    const targets = fuzzTargets(t.app.routeTable, world)
      .filter((target) => t.app.auditedRoutes.has(keyOf(target)))
      .sort(
        (a, b) =>
          orderOf(String(a.method), AUDIT_CASES[keyOf(a)]) - orderOf(String(b.method), AUDIT_CASES[keyOf(b)]),
      );
    const problems: string[] = [];
    let switched = false;
    for (const target of targets) {
      const key = keyOf(target);
      const auditCase = AUDIT_CASES[key];
      const actor = auditCase?.asSuperadmin ? t.users.superadmin : world.owner;
      // The owner's writes are its client's until it switches (a session-only write then files under
      // the new active client); the superadmin's, its own active client's.
      const client = auditCase?.asSuperadmin
        ? await activeClientOf(actor)
        : switched
          ? world.secondClientId
          : world.clientId;
      const before = await lastEventId();
      const response = await t.injectAs(actor, await requestOf(target, auditCase));
      const rows = await t.db.select().from(auditEvents).where(gt(auditEvents.id, before));
      if (response.statusCode >= 300) {
        problems.push(`${key}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      if (!auditCase) {
        if (rows.length > 0)
          problems.push(`${key}: listed as writing only exempt tables, wrote ${rows[0]?.action}`);
        continue;
      }
      if (key === 'PUT /v1/users/me/active-client') switched = true;
      const row = rows.find((event) => event.action === auditCase.action);
      if (!row) {
        problems.push(
          `${key}: no ${auditCase.action} row (found ${rows.map((r) => r.action).join(', ') || 'none'})`,
        );
        continue;
      }
      const expected = {
        client_id: client,
        user_id: actor.id,
        user_email: actor.email,
        method: target.method,
      };
      const actual = {
        client_id: row.client_id,
        user_id: row.user_id,
        user_email: row.user_email,
        method: row.method,
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        problems.push(`${key}: recorded ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
      if (row.path !== (await requestOf(target, auditCase)).url)
        problems.push(`${key}: recorded the path ${row.path}`);
      if (!beforeAfterFits(row.action, row.changes))
        problems.push(`${key}: before/after ${JSON.stringify(row.changes)} do not fit ${row.action}`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const clean = targets.map(keyOf).filter((key) => !problems.some((p) => p.startsWith(`${key}:`)));
    const exempt = clean.filter((key) => key in WRITES_OF_EXEMPT_TABLES).length;
    console.info(
      `audit coverage: ${targets.length} signed-in write routes sent one succeeding request each; ` +
        `${clean.length - exempt} left their row as mapped, ${exempt} wrote only exempt tables as listed; ${seconds} s`,
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
