import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from '../connection.ts';
import {
  budgetCategories,
  budgets,
  budgetSubcategories,
  clients,
  memberships,
  users,
} from '../schema/index.ts';
import { verifyPassword } from '../passwords.ts';
import { clearDatabase, isSeeded, seedDemoData } from './demo.ts';

describe('demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds once: a full-featured city, its district, a county, a trial client and a superadmin', async () => {
    const { db } = database;
    expect(await isSeeded(db)).toBe(false);
    const logins = await seedDemoData(db, {
      demoAdminEmail: 'Clerk@Riverton.example',
      demoAdminPassword: 'fixed-pass',
    });
    expect(await isSeeded(db)).toBe(true);

    const all = await db.select().from(clients).orderBy(clients.id);
    expect(all.map((c) => c.subdomain)).toEqual([
      'demo',
      'riverton-schools',
      'lakeside',
      'maplegrove',
      'templates',
    ]);

    const templates = await db.select().from(budgets).where(eq(budgets.is_discoverable, true));
    expect(templates.map((t) => t.name).sort()).toEqual([
      'City General Fund',
      'Housing Plan',
      'Participatory Budgeting Projects',
      'School District Budget',
    ]);
    expect(templates.every((t) => t.client_id === all[4]!.id && t.status === 'new')).toBe(true);
    const demoSimulations = await db.select().from(budgets).where(eq(budgets.client_id, all[0]!.id));
    expect(demoSimulations.map((b) => [b.name, b.status, b.is_pb])).toEqual(
      expect.arrayContaining([
        ['FY 2027 General Fund', 'new', false],
        ['Neighborhood Projects 2027', 'new', true],
        ['FY 2026 Budget Balancer', 'inactive', false],
      ]),
    );
    // The city general fund template balances: revenue equals spending.
    const totals = await db.execute<{ type: string; total: string }>(sql`
      select c.type, sum(s.amount) as total from ${budgetSubcategories} s
      join ${budgetCategories} c on c.id = s.budget_category_id
      join ${budgets} b on b.id = c.budget_id
      where b.name = 'City General Fund' group by c.type order by c.type`);
    const rows = (totals as unknown as { rows: { type: string; total: string }[] }).rows;
    expect(rows.map((r) => [r.type, Number(r.total)])).toEqual([
      ['expense', 121_500_000],
      ['revenue', 121_500_000],
    ]);
    expect(all[0]).toMatchObject({ analytics: true, is_pb_enabled: true, receipts: true, is_trial: false });
    expect(all[3]).toMatchObject({ is_trial: true, analytics: false });

    const demo = logins[0]!;
    expect(demo).toMatchObject({ email: 'Clerk@Riverton.example', password: 'fixed-pass' });
    const [admin] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'clerk@riverton.example'`);
    expect(await verifyPassword(admin!.password_hash, 'fixed-pass')).toBe(true);
    expect(admin!.password_hash.startsWith('$argon2id$')).toBe(true);
    const managed = await db.select().from(memberships).where(eq(memberships.user_id, admin!.id));
    expect(managed).toHaveLength(2);

    const superadmins = await db.select().from(users).where(eq(users.is_superadmin, true));
    expect(superadmins).toHaveLength(1);
    expect(new Set(logins.map((l) => l.password)).size).toBe(logins.length);
  });

  it('refuses a second account with the same e-mail in another case', async () => {
    await expect(
      database.db
        .insert(users)
        .values({ first_name: 'A', last_name: 'B', email: 'CLERK@riverton.EXAMPLE', password_hash: 'x' }),
    ).rejects.toThrow();
  });

  it('clears every table for a reset', async () => {
    await clearDatabase(database.db);
    expect(await isSeeded(database.db)).toBe(false);
    expect(await database.db.select().from(clients)).toEqual([]);
  });
});
