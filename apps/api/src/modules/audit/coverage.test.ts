import type { InjectOptions } from 'fastify';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@commonpurse/db';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';

const t = useTestApp();

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Write routes the trail does not record, each with why. Everything else must record. */
const NOT_AUDITED: Record<string, string> = {
  'POST /oauth/token': 'sign-ins and refreshes have their own records (sign_in_failures, token families)',
  'POST /v1/impersonate': 'redeems a token whose creation (POST /v1/admin/impersonations) is recorded',
  'POST /v1/forgot': 'anonymous: asks for a reset mail',
  'POST /v1/reset': 'anonymous: a reset link, its own proof',
};
const isResidentWrite = (key: string) => key.includes(' /v1/public/');

const writeRoutes = () =>
  t.app.routeTable.filter((route) => WRITE_METHODS.has(route.method)).map((r) => `${r.method} ${r.url}`);

interface World {
  admin: TestUser;
  budgetId: number;
  categoryId: number;
  subcategoryId: number;
}

type Fixture = (world: World) => Promise<InjectOptions> | InjectOptions;

/**
 * How to make a signed-in write succeed (and change something) in a fresh world. Routes not listed yet
 * are covered by the two structural checks: they run in the audited transaction (above) and every
 * table they can write carries the trigger (trail.test.ts).
 */
const FIXTURES: Record<string, Fixture> = {
  'POST /v1/admin/budgets': () => ({ payload: { name: 'Audited simulation', locale: 'en_US' } }),
  'PATCH /v1/admin/budgets/:id': () => ({ payload: { name: 'Audited rename' } }),
  'DELETE /v1/admin/budgets/:id': () => ({}),
  'POST /v1/admin/budgets/:id/duplicate': () => ({ payload: { name: 'Audited copy', locale: 'en_US' } }),
  'POST /v1/admin/budgets/:id/strings': () => ({ payload: { token: 'submit', content: 'Send' } }),
  'POST /v1/admin/budgets/:id/expenses': () => ({ payload: { name: 'Audited category' } }),
  'PATCH /v1/admin/budgets/:id/expenses/:categoryId': () => ({ payload: { name: 'Renamed category' } }),
  'DELETE /v1/admin/budgets/:id/expenses/:categoryId': () => ({}),
  'POST /v1/admin/budgets/:id/expenses/:categoryId/subcategories': () => ({ payload: { name: 'Parks' } }),
  'PATCH /v1/admin/budgets/:id/expenses/:categoryId/subcategories/:subId': () => ({
    payload: { name: 'Renamed item' },
  }),
  'DELETE /v1/admin/budgets/:id/expenses/:categoryId/subcategories/:subId': () => ({}),
  'POST /v1/admin/receipts': () => ({ payload: { name: 'Audited receipt', locale: 'en_US' } }),
  'PATCH /v1/users/me': () => ({ payload: { first_name: 'Audited' } }),
  'PUT /v1/users/me/meta/:key': () => ({ payload: { value: 'seen' } }),
  'PATCH /v1/admin/clients/me': () => ({ payload: { name: 'Audited organisation' } }),
  'POST /v1/admin/integrations/:type': () => ({}),
  'POST /v1/logout': () => ({}),
};

const PARAMS: Record<string, (world: World) => string> = {
  ':id': (w) => String(w.budgetId),
  ':categoryId': (w) => String(w.categoryId),
  ':subId': (w) => String(w.subcategoryId),
  ':key': () => 'audit_coverage',
  ':type': () => 'budget-software',
};

function urlOf(template: string, world: World): string {
  return template.replace(/:[A-Za-z]+/g, (param) => PARAMS[param]?.(world) ?? param);
}

async function freshWorld(): Promise<World> {
  const { client, admin } = await clientWithAdmin(t);
  const budget = await insertSimulation(t.db, client.id, { name: 'Coverage simulation' });
  const category = await insertCategory(t.db, budget.id, 'expense');
  const subcategory = await insertSubcategory(t.db, category.id);
  return { admin, budgetId: budget.id, categoryId: category.id, subcategoryId: subcategory.id };
}

const trailLength = async () => (await t.db.select({ n: count() }).from(auditEvents))[0]?.n ?? 0;

describe('every admin write is audited (generated from app.routeTable)', () => {
  it('runs every write route in the audited transaction, unless exempt with a reason', () => {
    const unrecorded = writeRoutes().filter(
      (key) => !t.app.auditedRoutes.has(key) && !isResidentWrite(key) && !(key in NOT_AUDITED),
    );
    expect(unrecorded).toEqual([]);
    const exemptButAudited = Object.keys(NOT_AUDITED).filter((key) => t.app.auditedRoutes.has(key));
    expect(exemptButAudited).toEqual([]);
  });

  it('adds a trail row for each route with a succeeding request', async () => {
    const problems: string[] = [];
    for (const [key, fixture] of Object.entries(FIXTURES)) {
      expect(t.app.auditedRoutes.has(key), key).toBe(true);
      const [method, template = ''] = key.split(' ');
      const world = await freshWorld();
      const before = await trailLength();
      const options = await fixture(world);
      const response = await t.injectAs(world.admin, {
        method: method as InjectOptions['method'],
        url: urlOf(template, world),
        ...options,
      });
      if (response.statusCode >= 300) problems.push(`${key}: ${response.statusCode} ${response.body}`);
      else if ((await trailLength()) === before) problems.push(`${key}: no trail row`);
    }
    expect(problems).toEqual([]);
  });
});
