// npm run bench:publish: publishing a prioritization's results on PostgreSQL. 100 projects and 100,000
// ballots (1-5 ranked choices, skewed popularity, seed 6) in a throwaway database beside DATABASE_URL;
// prints the time of POST /v1/admin/budgets/{id}/results with greedy and with MES (read, count, store,
// answer), and of instant run-off on the same read (not a published method; counted for comparison).
import { eq, sql } from 'drizzle-orm';
import { budgetCategories, budgets, createDatabase, users, type Db } from '@commonpurse/db';
import { engineBallots, groupBallots, instantRunoff } from '@commonpurse/domain/results';
import { weightedBallots } from '@commonpurse/api';
import { benchApp } from './app.ts';
import { generateElection } from './results-data.ts';
import { adminQuery, databaseUrlFor } from './throwaway-database.ts';

const DB_NAME = `bench_publish_${process.pid}`;
const VOTERS = Number(process.env.PUBLISH_BALLOTS || 100_000);
const PROJECTS = 100;
const TARGET_MS = 5_000;

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

/** An Inactive prioritization of the client with the generated projects and ballots. */
async function seedPrioritization(db: Db, clientId: number) {
  const election = generateElection({ voters: VOTERS, projects: PROJECTS, maxChoices: 5, seed: 6 });
  const [budget] = await db
    .insert(budgets)
    .values({
      client_id: clientId,
      name: 'Bench prioritization',
      slug: 'bench-prioritization',
      is_pb: true,
      status: 'inactive',
      adjustment: election.funds,
    })
    .returning({ id: budgets.id });
  const [category] = await db
    .insert(budgetCategories)
    .values({ budget_id: budget!.id, type: 'expense', name: 'Projects' })
    .returning({ id: budgetCategories.id });
  const { rows: projectRows } = (await db.execute(sql`
    insert into budget_subcategories (budget_category_id, name, amount, display_order)
    select ${category!.id}, name, amount, ordinality::int
    from unnest(${`{${election.projects.map((p) => `"${p.id}"`).join(',')}}`}::text[],
                ${intArray(election.projects.map((p) => p.cost))}::numeric[]) with ordinality as p(name, amount)
    order by ordinality
    returning id`)) as unknown as { rows: { id: number }[] };
  const idOf = new Map(election.projects.map((p, index) => [p.id, projectRows[index]!.id]));

  const { rows: submissionRows } = (await db.execute(sql`
    insert into submissions (budget_id, receipt_code)
    select ${budget!.id}, 'B' || n from generate_series(1, ${VOTERS}) n order by n
    returning id`)) as unknown as { rows: { id: number }[] };
  const columns: [number[], number[], number[]] = [[], [], []];
  election.ballots.forEach((ballot, b) =>
    ballot.projects.forEach((project, index) => {
      columns[0].push(submissionRows[b]!.id);
      columns[1].push(idOf.get(project)!);
      columns[2].push(index + 1);
    }),
  );
  const CHUNK = 100_000;
  for (let at = 0; at < columns[0].length; at += CHUNK) {
    const [submission, item, rank] = columns.map((c) => intArray(c.slice(at, at + CHUNK)));
    await db.execute(sql`
      insert into submission_items (submission_id, budget_subcategory_id, budget_id, amount, starting_amount, rank)
      select s, i, ${budget!.id}, 0, 0, r
      from unnest(${submission}::int[], ${item}::int[], ${rank}::int[]) as t(s, i, r)`);
  }
  await db.execute(sql`analyze submissions; analyze submission_items`);
  return {
    budgetId: budget!.id,
    funds: election.funds,
    items: columns[0].length,
    projectIds: [...idOf.values()],
  };
}

async function run() {
  await adminQuery(`CREATE DATABASE ${DB_NAME}`);
  try {
    const database = await createDatabase({ url: databaseUrlFor(DB_NAME), maxConnections: 4 });
    await database.migrate();
    const { app, logins, tokenFor, close } = await benchApp({ database });
    try {
      const [user] = await database.db
        .select({ clientId: users.active_client_id })
        .from(users)
        .where(eq(users.email, logins[0]!.email));
      const seeded = performance.now();
      const fixture = await seedPrioritization(database.db, user!.clientId!);
      console.info(
        `publish: ${VOTERS.toLocaleString('en-US')} ballots x ${PROJECTS} projects ` +
          `(${fixture.items.toLocaleString('en-US')} ranked choices), PostgreSQL ${DB_NAME}, ` +
          `stored in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
      );
      const token = await tokenFor(logins[0]!);
      const results: [string, number, string][] = [];
      for (const method of ['greedy', 'mes', 'greedy', 'mes']) {
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/v1/admin/budgets/${fixture.budgetId}/results`,
          headers: { authorization: `Bearer ${token}` },
          payload: { method },
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 201)
          throw new Error(`Publishing answered ${response.statusCode}: ${response.body}`);
        const data = response.json<{ data: { projects: { funded: boolean }[] } }>().data;
        results.push([method, ms, `${data.projects.filter((p) => p.funded).length} funded`]);
      }
      results.push(...(await timeIrv(database.db, { clientId: user!.clientId!, ...fixture })));
      for (const [label, ms, note] of results) {
        const verdict = ms < TARGET_MS ? 'under 5 s' : 'OVER 5 s';
        console.info(`  ${label.padEnd(7)} ${ms.toFixed(0).padStart(6)} ms   ${verdict}   ${note}`);
      }
      if (results.some(([, ms]) => ms >= TARGET_MS)) process.exitCode = 1;
    } finally {
      await close();
    }
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

/** Instant run-off on the same read as publishing (twice: cold, then warm). */
async function timeIrv(
  db: Db,
  fixture: { clientId: number; budgetId: number; funds: number; projectIds: number[] },
): Promise<[string, number, string][]> {
  const scope = { clientId: fixture.clientId, budgetId: fixture.budgetId };
  const ids = [...fixture.projectIds].sort((a, b) => a - b);
  const { rows } = (await db.execute(
    sql`select amount::float8 as cost from budget_subcategories where id in ${ids} order by id`,
  )) as unknown as { rows: { cost: number }[] };
  const costs = rows.map((row) => row.cost);
  const timings: [string, number, string][] = [];
  for (let repeat = 0; repeat < 2; repeat += 1) {
    const started = performance.now();
    const ballots = await weightedBallots(db, scope, ids, false);
    const read = performance.now() - started;
    const groups = groupBallots(ids.map(String), engineBallots(ballots, false));
    const irv = instantRunoff(groups, costs, fixture.funds);
    timings.push([
      'irv',
      performance.now() - started,
      `${irv.rounds.length} rounds; read ${read.toFixed(0)} ms, ${ballots.length} distinct ballots`,
    ]);
  }
  return timings;
}

await run();
