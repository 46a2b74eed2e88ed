import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ZScenarioQuestion } from '@commonpurse/domain';
import {
  balanceOf,
  startingAmounts,
  stepAmount,
  type TEngineItem,
  type TEngineSimulation,
} from '@commonpurse/domain/public';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database, Db } from '../connection.ts';
import {
  auditEvents,
  budgetCategories,
  budgetQuestions,
  budgets,
  budgetSubcategories,
  clients,
  impacts,
  impactSubcategories,
  memberships,
  taxReceipts,
  users,
} from '../schema/index.ts';
import { verifyPassword } from '../passwords.ts';
import { clearDatabase, isSeeded, seedDemoData } from './demo.ts';
import { DEMO_RECEIPT_SLUG } from './receipts.ts';
import { DEMO_BUDGET_SLUG, DEMO_HOUSING_SLUG } from './resident-demos.ts';

type BudgetRow = typeof budgets.$inferSelect;

/** A seeded simulation as the resident's engine sees it, with its rows for the other checks. */
async function engineOf(db: Db, budget: BudgetRow) {
  const rows = await db
    .select({ item: budgetSubcategories, category: budgetCategories })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(eq(budgetCategories.budget_id, budget.id))
    .orderBy(asc(budgetCategories.display_order), asc(budgetSubcategories.display_order));
  const items: (TEngineItem & { name: string })[] = rows.map(({ item, category }) => {
    return {
      ...item,
      type: category.type as 'revenue' | 'expense',
      is_locked: item.is_locked || category.is_locked,
      // Parsed with the console's rules: a seeded question the dialog would refuse fails here.
      question: item.customized_question_json ? ZScenarioQuestion.parse(item.customized_question_json) : null,
    };
  });
  const sim: TEngineSimulation = { mode: budget.mode, adjustment: budget.adjustment, items };
  return { sim, rows, byName: new Map(items.map((item) => [item.name, item])) };
}

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
    const demoSimulations = await db
      .select()
      .from(budgets)
      .where(and(eq(budgets.client_id, all[0]!.id), eq(budgets.is_receipt, false)));
    expect(demoSimulations.map((b) => [b.name, b.status, b.is_pb])).toEqual(
      expect.arrayContaining([
        ['FY 2027 General Fund', 'new', false],
        ['Neighborhood Projects 2027', 'new', true],
        ['FY 2026 Budget Balancer', 'inactive', false],
        ['Riverton Housing Choices 2035', 'active', false],
        ['Riverton Budget Challenge 2027', 'active', false],
        ['Riverton Parks & Streets 2027', 'active', true],
      ]),
    );
    expect(demoSimulations).toHaveLength(6);
    // Two taxpayer receipts: the Active one residents open, and a draft; 105.4 M of spending.
    const receipts = await db
      .select()
      .from(budgets)
      .where(and(eq(budgets.client_id, all[0]!.id), eq(budgets.is_receipt, true)))
      .orderBy(asc(budgets.id));
    expect(receipts.map((r) => [r.slug, r.status])).toEqual([
      [DEMO_RECEIPT_SLUG, 'active'],
      [null, 'new'],
    ]);
    const spending = await db.execute<{ total: string }>(sql`
      select sum(s.amount) as total from ${budgetSubcategories} s
      join ${budgetCategories} c on c.id = s.budget_category_id
      where c.budget_id = ${receipts[0]!.id} and c.type = 'expense'`);
    expect(Number((spending as unknown as { rows: { total: string }[] }).rows[0]!.total)).toBe(105_400_000);
    const [settings] = await db.select().from(taxReceipts).where(eq(taxReceipts.budget_id, receipts[0]!.id));
    expect(settings).toMatchObject({ is_property_tax_enabled: true, is_sales_tax_enabled: true });
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

  it('opens the demo site on an Active budget every control shows in, starting a small deficit short', async () => {
    const { db } = database;
    const [city] = await db.select().from(clients).where(eq(clients.subdomain, 'demo'));
    // The site's root forwards to the most recently activated simulation: the budget.
    const [latest] = await db
      .select()
      .from(budgets)
      .where(and(eq(budgets.client_id, city!.id), eq(budgets.status, 'active')))
      .orderBy(desc(budgets.activated_at));
    expect(latest).toMatchObject({
      slug: DEMO_BUDGET_SLUG,
      mode: 'budget',
      is_location_enabled: false,
      is_sharing_enabled: true,
      is_commenting_enabled: true,
      is_budget_submittable_with_deficit: false,
    });
    expect(latest!.entry_screen_introduction_text).toContain('$800,000');

    const { sim, rows, byName } = await engineOf(db, latest!);
    const start = balanceOf(sim, startingAmounts(sim));
    expect(start).toMatchObject({ state: 'deficit', balance: -800_000 });
    expect(start.balance / start.expenses).toBeGreaterThan(-0.01);
    // One + on the property tax rate balances it (with room to spare).
    const tax = byName.get('Property Tax')!;
    const raised = new Map(startingAmounts(sim)).set(tax.id, stepAmount(tax, tax.amount, 1));
    expect(raised.get(tax.id)).toBe(50_000_000);
    expect(balanceOf(sim, raised)).toMatchObject({ state: 'surplus', balance: 1_200_000 });

    // A control of each kind.
    expect(tax).toMatchObject({ type: 'revenue', rate: 1.2, custom_increment_rate_for_tax_rate: 0.05 });
    expect(rows.filter((r) => r.item.is_locked).map((r) => r.item.name)).toEqual(['Debt Service']);
    expect(byName.get('Police')).toMatchObject({ floor_amount: 34_650_000, ceiling_amount: 42_350_000 });
    const police = rows.find((r) => r.item.name === 'Police')!.item;
    expect([police.floor_alert_text, police.ceiling_alert_text, police.alert_text].every(Boolean)).toBe(true);
    expect(stepAmount(byName.get('Street Maintenance')!, 12_000_000, -1)).toBe(11_750_000);
    expect(stepAmount(byName.get('Parking Fees')!, 3_200_000, 1)).toBe(3_360_000);
    expect(stepAmount(byName.get('Parking Fees')!, 4_000_000, 1)).toBe(4_000_000);
    const library = byName.get('Library Hours')!;
    expect(library.question!.options).toHaveLength(3);
    expect(library.question!.options.filter((o) => o.default)).toHaveLength(1);
    expect(rows.some((r) => r.item.details && r.item.additional_details)).toBe(true);

    const questions = await db
      .select()
      .from(budgetQuestions)
      .where(eq(budgetQuestions.budget_id, latest!.id))
      .orderBy(asc(budgetQuestions.display_order));
    expect(questions.filter((q) => q.display_type === 'exit' && q.is_default)).toHaveLength(5);
    expect(questions.filter((q) => q.display_type === 'entry')).toEqual([
      expect.objectContaining({ type: 'select', is_required: true, is_enabled: true }),
    ]);
    const impactRows = await db
      .select({ name: impacts.name, multiplier: impactSubcategories.multiplier })
      .from(impacts)
      .innerJoin(impactSubcategories, eq(impactSubcategories.impact_id, impacts.id))
      .where(eq(impacts.budget_id, latest!.id));
    expect(impactRows.length).toBeGreaterThanOrEqual(2);
    expect(impactRows.every((r) => r.multiplier > 0)).toBe(true);
  });

  it('has an Active housing simulation, a few homes short of its requirement', async () => {
    const { db } = database;
    const [housing] = await db
      .select()
      .from(budgets)
      .where(and(eq(budgets.slug, DEMO_HOUSING_SLUG), eq(budgets.status, 'active')));
    expect(housing).toMatchObject({ mode: 'housing', is_location_enabled: false });
    const { sim, rows } = await engineOf(db, housing!);
    expect(balanceOf(sim, startingAmounts(sim))).toMatchObject({ state: 'deficit', balance: -100 });
    expect(rows.filter((r) => r.item.calculator === 'dwelling-units-per-acre').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.category.type === 'revenue').every((r) => r.category.is_locked)).toBe(true);
  });

  it("has a few weeks of the demo administrator's edits in the audit trail of each city simulation", async () => {
    const { db } = database;
    const [city] = await db.select().from(clients).where(eq(clients.subdomain, 'demo'));
    const [admin] = await db.select().from(users).where(eq(users.email, 'Clerk@Riverton.example'));
    const trail = await db.select().from(auditEvents).where(eq(auditEvents.client_id, city!.id));
    const simulations = await db
      .select()
      .from(budgets)
      .where(and(eq(budgets.client_id, city!.id), eq(budgets.is_receipt, false)));
    expect(trail).toHaveLength(simulations.length * 3);
    expect(trail.every((event) => event.user_id === admin!.id && event.action === 'budgets.update')).toBe(
      true,
    );
    const first = simulations[0]!;
    const renamed = trail.find((event) => event.budget_id === first.id && 'name' in event.changes);
    expect(renamed?.changes).toEqual({ name: { before: `${first.name} (draft)`, after: first.name } });
    const ages = trail.map((event) => Date.now() - event.created_at.getTime());
    expect(Math.min(...ages)).toBeGreaterThan(24 * 60 * 60 * 1000);
    // The seed's other writes leave no trail.
    expect(
      await db
        .select()
        .from(auditEvents)
        .where(sql`${auditEvents.client_id} <> ${city!.id}`),
    ).toEqual([]);
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
