import { loadConfig } from '../config.ts';
import { openDatabase } from '../startup/database.ts';
import { startupFailure } from '../startup/startup-failure.ts';

async function migrate() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.close();
  console.info(`Migrations applied (${database.kind}).`);
}

migrate().catch((error: unknown) => {
  console.error(startupFailure(error));
  process.exit(1);
});
