import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { backupDatabase, defaultBackupPath, restoreDatabase } from '../startup/backup.ts';

// npm run db:backup -- [FILE]            PostgreSQL (DATABASE_URL): pg_dump; PGlite: DATA_DIR as .tar.gz
// npm run db:restore -- FILE [--force]   the reverse, into the configured database
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { positionals, values } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  if (command === 'backup') {
    const file = await backupDatabase(config, positionals[0] ?? defaultBackupPath(config));
    console.info(`Backup written to ${file}`);
  } else if (command === 'restore' && positionals[0]) {
    await restoreDatabase(config, positionals[0], { force: values.force });
    console.info(`Restored from ${positionals[0]}`);
  } else {
    throw new ConfigError(['usage: backup [FILE] | restore FILE [--force]']);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
