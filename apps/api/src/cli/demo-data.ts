import { loadConfig } from '../config.ts';
import { activeTargets, demoCityTargets, writeDemoActivity } from '../startup/demo-activity.ts';
import { openDatabase } from '../startup/database.ts';
import { startupFailure } from '../startup/startup-failure.ts';

const USAGE = 'Usage: demo-data --submissions N [--simulation ID] [--seed S]';

class UsageError extends Error {}

/** --name value pairs; every value a non-negative integer. */
function parseArgs(args: string[]): { submissions: number; simulation: number | null; seed: number } {
  const values = new Map<string, number>();
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i]!, args[i + 1]];
    if (
      !['--submissions', '--simulation', '--seed'].includes(name) ||
      value === undefined ||
      !/^\d+$/.test(value)
    )
      throw new UsageError(`Bad argument ${name} ${value ?? ''}\n${USAGE}`);
    values.set(name, Number(value));
  }
  const submissions = values.get('--submissions');
  if (submissions === undefined) throw new UsageError(`--submissions is required\n${USAGE}`);
  return { submissions, simulation: values.get('--simulation') ?? null, seed: values.get('--seed') ?? 1 };
}

/** Adds made-up resident activity to the demo city's Active simulations, or to one simulation. */
async function demoData(args: string[]) {
  const { submissions, simulation, seed } = parseArgs(args);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const targets =
      simulation === null
        ? await demoCityTargets(database.db)
        : await activeTargets(database.db, [simulation]);
    if (targets.length === 0)
      throw new UsageError('The demo city has no Active simulation; name one with --simulation.');
    const started = performance.now();
    const reports = await writeDemoActivity(database.db, targets, {
      submissions,
      seed,
      parallel: database.kind === 'postgres' ? 4 : 1,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const r of reports)
      console.info(`  ${r.name} (${r.id}): ${r.submissions} submissions from ${r.visits} visits`);
    const total = reports.reduce((sum, r) => sum + r.submissions, 0);
    console.info(`Wrote ${total} submissions in ${seconds} s (${database.kind}).`);
  } finally {
    await database.close();
  }
}

demoData(process.argv.slice(2)).catch((error: unknown) => {
  console.error(startupFailure(error, [UsageError]));
  process.exit(1);
});
