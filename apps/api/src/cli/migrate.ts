import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../startup/database.ts';

async function migrate() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.close();
  console.info(`Migrations applied (${database.kind}).`);
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
