import { clearDatabase, formatLogins } from '@commonpurse/db/seed';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../startup/database.ts';
import { seedDemoDataIfEmpty } from '../startup/demo-logins.ts';

const USAGE = 'Usage: seed [--reset --yes-delete-all-data]';

class UsageError extends Error {}

/** Seeds an empty database; --reset empties it first, and only with the explicit confirmation flag. */
async function seed(args: string[]) {
  const unknown = args.filter((arg) => arg !== '--reset' && arg !== '--yes-delete-all-data');
  if (unknown.length > 0) throw new UsageError(`Unknown argument ${unknown.join(' ')}\n${USAGE}`);
  const reset = args.includes('--reset');
  if (reset && !args.includes('--yes-delete-all-data')) {
    throw new UsageError('--reset deletes every row of every table; add --yes-delete-all-data to confirm.');
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (reset) {
      await clearDatabase(database.db);
      console.info('All data deleted.');
    }
    const logins = await seedDemoDataIfEmpty(database, config);
    if (logins) console.info(`Demo data created. Sign in with:\n${formatLogins(logins)}`);
    else console.info(`The database already holds data; nothing was seeded.\n${USAGE}`);
  } finally {
    await database.close();
  }
}

seed(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof UsageError ? error.message : error);
  process.exit(1);
});
