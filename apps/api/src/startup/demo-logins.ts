import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '@commonpurse/db';
import { formatLogins, isSeeded, seedDemoData, type SeededLogin } from '@commonpurse/db/seed';
import type { AppConfig } from '../config.ts';
import { demoCityTargets, writeDemoActivity } from './demo-activity.ts';

export const demoLoginsPath = (dataDir: string) => join(dataDir, 'demo-logins.txt');

/** Generated passwords are shown once at seeding; the file (owner-only) lets later starts show them again. */
export async function saveDemoLogins(dataDir: string, logins: SeededLogin[]): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(demoLoginsPath(dataDir), `${formatLogins(logins)}\n`, { mode: 0o600 });
}

/**
 * Seeds an empty database with the demo data and the demo city's resident activity (DEMO_ACTIVITY
 * submissions); a database that holds users is left as it is, so a second start adds nothing.
 */
export async function seedDemoDataIfEmpty(
  database: Pick<Database, 'db' | 'kind'>,
  config: Pick<AppConfig, 'dataDir' | 'demoAdminEmail' | 'demoAdminPassword' | 'demoActivity'>,
): Promise<SeededLogin[] | null> {
  const { db } = database;
  if (await isSeeded(db)) return null;
  const logins = await seedDemoData(db, {
    demoAdminEmail: config.demoAdminEmail,
    demoAdminPassword: config.demoAdminPassword,
  });
  await saveDemoLogins(config.dataDir, logins);
  if (config.demoActivity > 0) {
    const started = performance.now();
    const reports = await writeDemoActivity(db, await demoCityTargets(db), {
      submissions: config.demoActivity,
      seed: DEMO_ACTIVITY_SEED,
      parallel: database.kind === 'postgres' ? 4 : 1,
    });
    const total = reports.reduce((sum, r) => sum + r.submissions, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`Demo resident activity: ${total} submissions and ballots added in ${seconds} s.`);
  }
  return logins;
}

/** The first start's residents are the same on every machine. */
const DEMO_ACTIVITY_SEED = 2027;

/** The lines to print at start-up: the saved file, else the fixed demo administrator, else nothing. */
export async function demoLoginLines(
  config: Pick<AppConfig, 'dataDir' | 'demoAdminEmail' | 'demoAdminPassword'>,
): Promise<string | null> {
  const path = demoLoginsPath(config.dataDir);
  if (existsSync(path)) return (await readFile(path, 'utf8')).trimEnd();
  if (config.demoAdminEmail && config.demoAdminPassword) {
    return `  ${'Demo administrator'.padEnd(22)} ${config.demoAdminEmail}  /  ${config.demoAdminPassword}`;
  }
  return null;
}
