import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@commonpurse/db';
import { formatLogins, isSeeded, seedDemoData, type SeededLogin } from '@commonpurse/db/seed';
import type { AppConfig } from '../config.ts';

export const demoLoginsPath = (dataDir: string) => join(dataDir, 'demo-logins.txt');

/** Generated passwords are shown once at seeding; the file (owner-only) lets later starts show them again. */
export async function saveDemoLogins(dataDir: string, logins: SeededLogin[]): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(demoLoginsPath(dataDir), `${formatLogins(logins)}\n`, { mode: 0o600 });
}

export async function seedDemoDataIfEmpty(
  db: Db,
  config: Pick<AppConfig, 'dataDir' | 'demoAdminEmail' | 'demoAdminPassword'>,
): Promise<SeededLogin[] | null> {
  if (await isSeeded(db)) return null;
  const logins = await seedDemoData(db, {
    demoAdminEmail: config.demoAdminEmail,
    demoAdminPassword: config.demoAdminPassword,
  });
  await saveDemoLogins(config.dataDir, logins);
  return logins;
}

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
