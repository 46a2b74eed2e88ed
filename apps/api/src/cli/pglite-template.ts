import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dumpMigratedPglite, PGLITE_TEMPLATE_FILE } from '@commonpurse/db';

/**
 * Run by `npm run build` after bundling: writes the migrated PGlite template beside the server (dist/),
 * which a first start loads instead of running initdb and every migration (decision 0595).
 */
async function writeTemplate() {
  const path = fileURLToPath(new URL(`../${PGLITE_TEMPLATE_FILE}`, import.meta.url));
  const started = performance.now();
  const template = await dumpMigratedPglite();
  await writeFile(path, Buffer.from(await template.arrayBuffer()));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`PGlite template written to ${path} (${template.size} bytes, ${seconds} s).`);
}

writeTemplate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
