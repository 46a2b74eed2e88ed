import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ALL_CAPABILITIES_ON, CAPABILITY_SWITCHES, type TCapabilitySwitches } from '@commonpurse/domain';
import type { Db } from '../connection.ts';
import { clients, memberships, users } from '../schema/index.ts';
import { hashPassword } from '../passwords.ts';
import { seedAuditTrail } from './audit-trail.ts';
import { RESIDENT_DEMO_SIMULATIONS } from './resident-demos.ts';
import { DEMO_RECEIPTS, insertReceipt } from './receipts.ts';
import { DEMO_SIMULATIONS, insertSimulation, TEMPLATES } from './simulations.ts';

export interface SeedOptions {
  /** Fix the demo administrator's login (DEMO_ADMIN_EMAIL / DEMO_ADMIN_PASSWORD) for scripted checks. */
  demoAdminEmail?: string | undefined;
  demoAdminPassword?: string | undefined;
}

export interface SeededLogin {
  role: string;
  email: string;
  password: string;
  clients: string[];
}

const generatedPassword = () => randomBytes(9).toString('base64url');
const reportingToken = () => randomBytes(24).toString('base64url');

const featuresExcept = (...off: (keyof TCapabilitySwitches)[]): TCapabilitySwitches => {
  const flags = { ...ALL_CAPABILITIES_ON };
  for (const feature of off) flags[feature] = false;
  return flags;
};
const NO_FEATURES = Object.fromEntries(CAPABILITY_SWITCHES.map((f) => [f, false])) as TCapabilitySwitches;

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (rows[0]?.n ?? 0) > 0;
}

/** Removes every row of every table (the schema stays). */
export async function clearDatabase(db: Db): Promise<void> {
  const rows = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename not like '__drizzle%'`,
  );
  const names = (rows as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  if (names.length) await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

/**
 * The demo data: a fictional city with every capability (three simulations for the console and two
 * Active ones residents can open, resident-demos.ts) and its school district, managed by the same
 * administrator so the publisher switcher has something to switch to; a county with its own
 * administrator (tenancy), a trial township, and a superadmin.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeededLogin[]> {
  return db.transaction(async (tx) => {
    const [city, district, county, trial] = await tx
      .insert(clients)
      .values([
        {
          name: 'City of Riverton',
          subdomain: 'demo',
          presiding_area: 'Riverton, OR',
          postal_code: '97401',
          type: 'city',
          stripe_id: 'cus_demo_riverton',
          total_licenses: 5,
          total_pb_licenses: 3,
          total_receipt_licenses: 3,
          meta_pixel_id: '100000000000001',
          google_translate_id: 'riverton-translate',
          external_reporting_api_token: reportingToken(),
          ...ALL_CAPABILITIES_ON,
        },
        {
          name: 'Riverton Unified School District',
          subdomain: 'riverton-schools',
          presiding_area: 'Riverton, OR',
          postal_code: '97402',
          type: 'educational',
          total_licenses: 2,
          total_pb_licenses: 1,
          total_receipt_licenses: 1,
          external_reporting_api_token: reportingToken(),
          ...featuresExcept('simulation_mode_housing', 'receipts'),
        },
        {
          name: 'Lakeside County',
          subdomain: 'lakeside',
          presiding_area: 'Lakeside County, WA',
          postal_code: '98101',
          type: 'county',
          total_licenses: 3,
          total_pb_licenses: 1,
          total_receipt_licenses: 1,
          external_reporting_api_token: reportingToken(),
          ...featuresExcept('is_pb_enabled'),
        },
        {
          name: 'Maple Grove Township',
          subdomain: 'maplegrove',
          presiding_area: 'Maple Grove, MN',
          postal_code: '55311',
          type: 'township',
          is_trial: true,
          max_submissions: 100,
          total_licenses: 1,
          total_pb_licenses: 0,
          total_receipt_licenses: 0,
          external_reporting_api_token: reportingToken(),
          ...NO_FEATURES,
          simulation_mode_budget: true,
        },
      ])
      .returning();
    if (!city || !district || !county || !trial) throw new Error('Seeding the clients failed');

    // The templates live in a client of their own that no one signs in to.
    const [templates] = await tx
      .insert(clients)
      .values({
        name: 'Commonpurse Templates',
        subdomain: 'templates',
        type: 'internal',
        total_licenses: 0,
        external_reporting_api_token: reportingToken(),
        ...NO_FEATURES,
      })
      .returning();
    if (!templates) throw new Error('Seeding the templates client failed');
    for (const template of TEMPLATES) await insertSimulation(tx, templates.id, template);
    for (const simulation of [...DEMO_SIMULATIONS, ...RESIDENT_DEMO_SIMULATIONS])
      await insertSimulation(tx, city.id, simulation);
    for (const receipt of DEMO_RECEIPTS) await insertReceipt(tx, city.id, receipt);

    const logins: SeededLogin[] = [
      {
        role: 'Demo administrator',
        email: options.demoAdminEmail ?? 'admin@riverton.example',
        password: options.demoAdminPassword ?? generatedPassword(),
        clients: [city.name, district.name],
      },
      {
        role: 'County administrator',
        email: 'admin@lakeside.example',
        password: generatedPassword(),
        clients: [county.name],
      },
      {
        role: 'Trial administrator',
        email: 'admin@maplegrove.example',
        password: generatedPassword(),
        clients: [trial.name],
      },
      {
        role: 'Superadmin',
        email: 'superadmin@commonpurse.example',
        password: generatedPassword(),
        clients: [city.name],
      },
    ];
    const [demoAdmin, countyAdmin, trialAdmin, superadmin] = logins as [
      SeededLogin,
      SeededLogin,
      SeededLogin,
      SeededLogin,
    ];

    const insertUser = async (
      login: SeededLogin,
      first: string,
      last: string,
      activeClientId: number,
      isSuperadmin = false,
    ) => {
      const [row] = await tx
        .insert(users)
        .values({
          first_name: first,
          last_name: last,
          email: login.email,
          password_hash: await hashPassword(login.password),
          is_superadmin: isSuperadmin,
          active_client_id: activeClientId,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('Seeding a user failed');
      return row.id;
    };
    const demoAdminId = await insertUser(demoAdmin, 'Dana', 'Whitfield', city.id);
    const countyAdminId = await insertUser(countyAdmin, 'Marcus', 'Oyelaran', county.id);
    const trialAdminId = await insertUser(trialAdmin, 'Priya', 'Lindqvist', trial.id);
    const superadminId = await insertUser(superadmin, 'Sam', 'Okafor', city.id, true);

    await tx.insert(memberships).values([
      { user_id: demoAdminId, client_id: city.id },
      { user_id: demoAdminId, client_id: district.id },
      { user_id: countyAdminId, client_id: county.id },
      { user_id: trialAdminId, client_id: trial.id },
      { user_id: superadminId, client_id: city.id },
    ]);
    await seedAuditTrail(tx, { clientId: city.id, userId: demoAdminId, email: demoAdmin.email });
    return logins;
  });
}

export function formatLogins(logins: SeededLogin[]): string {
  return logins
    .map((l) => `  ${l.role.padEnd(22)} ${l.email}  /  ${l.password}   (${l.clients.join(', ')})`)
    .join('\n');
}
