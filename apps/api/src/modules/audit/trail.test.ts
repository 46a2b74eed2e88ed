import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_EXEMPT_TABLES,
  auditEvents,
  budgets,
  withAuditContext,
  type AuditContext,
} from '@commonpurse/db';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import { clientWithAdmin, insertSimulation } from '../../test/simulations.ts';

const t = useTestApp();

const rename = (user: TestUser, id: number, name: string, headers: Record<string, string> = {}) =>
  t.injectAs(user, { method: 'PATCH', url: `/v1/admin/budgets/${id}`, payload: { name }, headers });

const trailOf = (budgetId: number) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.budget_id, budgetId)).orderBy(desc(auditEvents.id));

async function ownSimulation(clientOverrides: Parameters<typeof clientWithAdmin>[1] = {}) {
  const { client, admin } = await clientWithAdmin(t, clientOverrides);
  const budget = await insertSimulation(t.db, client.id, { name: 'Parks 2026' });
  return { client, admin, budget };
}

describe('the audit trail of admin writes', () => {
  it('records who renamed a simulation, where from, and only the changed field', async () => {
    const { client, admin, budget } = await ownSimulation();
    const response = await rename(admin, budget.id, 'Parks and trails 2026');
    expect(response.statusCode).toBe(200);
    const [event, ...others] = await trailOf(budget.id);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      client_id: client.id,
      user_id: admin.id,
      impersonator_id: null,
      user_email: admin.email,
      action: 'budgets.update',
      entity_type: 'budgets',
      entity_id: String(budget.id),
      budget_id: budget.id,
      method: 'PATCH',
      path: `/v1/admin/budgets/${budget.id}`,
      ip: '127.0.0.1',
      changes: { name: { before: 'Parks 2026', after: 'Parks and trails 2026' } },
    });
  });

  it('keeps no IP for a client that suppresses IPs', async () => {
    const { admin, budget } = await ownSimulation({ suppress_ips: true });
    expect((await rename(admin, budget.id, 'Renamed quietly')).statusCode).toBe(200);
    const [event] = await trailOf(budget.id);
    expect(event?.ip).toBeNull();
  });

  it('records both users of an impersonation', async () => {
    const { admin, budget } = await ownSimulation();
    const superadmin = t.users.superadmin;
    const started = await t.injectAs(superadmin, {
      method: 'POST',
      url: '/v1/admin/impersonations',
      payload: { user_id: admin.id },
    });
    expect(started.statusCode).toBe(201);
    const [start] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.path, '/v1/admin/impersonations'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(start).toMatchObject({ user_id: superadmin.id, action: 'impersonation_tokens.insert' });
    expect(start?.changes).toMatchObject({ token_hash: { before: null, after: '[redacted]' } });

    const session = await t.app.inject({
      method: 'POST',
      url: '/v1/impersonate',
      payload: { token: started.json().data.token },
    });
    const token: string = session.json().access_token;
    const response = await t.injectWithToken(token, {
      method: 'PATCH',
      url: `/v1/admin/budgets/${budget.id}`,
      payload: { name: 'Renamed by support' },
    });
    expect(response.statusCode).toBe(200);
    const [event] = await trailOf(budget.id);
    expect(event).toMatchObject({
      user_id: admin.id,
      impersonator_id: superadmin.id,
      user_email: admin.email,
    });
  });

  it('redacts secrets: a password change records that it changed, never the hash', async () => {
    const user = await t.createUser({ clientIds: [(await clientWithAdmin(t)).client.id] });
    const response = await t.injectAs(user, {
      method: 'PATCH',
      url: '/v1/users/me',
      payload: { password: 'a-new-long-password', password_confirmation: 'a-new-long-password' },
    });
    expect(response.statusCode).toBe(200);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'users.update'), eq(auditEvents.entity_id, String(user.id))));
    expect(event?.changes).toEqual({ password_hash: { before: '[redacted]', after: '[redacted]' } });
  });

  it('fails the write when its audit row cannot be written', async () => {
    const { admin, budget } = await ownSimulation();
    await t.db.execute(
      sql`alter table audit_events add constraint audit_refuses_renames check (action <> 'budgets.update') not valid`,
    );
    try {
      expect((await rename(admin, budget.id, 'Never saved')).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table audit_events drop constraint audit_refuses_renames`);
    }
    const [row] = await t.db.select({ name: budgets.name }).from(budgets).where(eq(budgets.id, budget.id));
    expect(row?.name).toBe('Parks 2026');
  });

  it('leaves no row for a write that rolls back', async () => {
    const { client, admin, budget } = await ownSimulation();
    const context: AuditContext = {
      client_id: client.id,
      user_id: admin.id,
      impersonator_id: null,
      user_email: admin.email,
      budget_id: budget.id,
      method: 'PATCH',
      path: `/v1/admin/budgets/${budget.id}`,
      ip: null,
    };
    await expect(
      withAuditContext(t.db, context, async (tx) => {
        await tx.update(budgets).set({ name: 'Rolled back' }).where(eq(budgets.id, budget.id));
        throw new Error('a later step fails');
      }),
    ).rejects.toThrow('a later step fails');
    expect(await trailOf(budget.id)).toEqual([]);
  });

  it('records nothing for writes outside an admin request (residents, jobs, the seed without context)', async () => {
    const { budget } = await ownSimulation();
    await t.db.update(budgets).set({ name: 'Changed by a job' }).where(eq(budgets.id, budget.id));
    expect(await trailOf(budget.id)).toEqual([]);
  });

  it('refuses to update or delete a trail row', async () => {
    const { admin, budget } = await ownSimulation();
    await rename(admin, budget.id, 'Renamed once');
    await expect(t.db.update(auditEvents).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.db.delete(auditEvents)).rejects.toThrow();
    expect(await trailOf(budget.id)).toHaveLength(1);
  });

  it('has the trigger on every table but the exempt ones', async () => {
    const { rows } = (await t.db.execute(sql`
      select c.relname as table,
             exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'audit_row_change') as audited
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and c.relname not like '\\_\\_%'`)) as unknown as {
      rows: { table: string; audited: boolean }[];
    };
    const unaudited = rows.filter((row) => !row.audited).map((row) => row.table);
    expect(unaudited.sort()).toEqual(Object.keys(AUDIT_EXEMPT_TABLES).sort());
  });
});
