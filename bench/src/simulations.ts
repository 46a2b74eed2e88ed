// The simulation list and editor load on a client with many simulations and many submissions.
import { sql } from 'drizzle-orm';
import { benchApp } from './app.ts';
import { measure } from './stats.ts';

const SIMULATIONS = 300;
const SUBMISSIONS = 200_000;

export async function benchSimulations() {
  const { app, database, logins, tokenFor, close } = await benchApp();
  const { db } = database;
  const started = performance.now();
  await db.execute(sql`
    with city as (select id from clients where subdomain = 'demo')
    insert into budgets (client_id, name, slug, status)
    select city.id, 'Bench simulation ' || n, 'bench-' || n, case when n % 3 = 0 then 'inactive' else 'new' end
    from city, generate_series(1, ${SIMULATIONS}) as n`);
  await db.execute(sql`
    insert into budget_categories (budget_id, type, name, display_order)
    select b.id, t.type, t.type || ' ' || k, k
    from budgets b, (values ('expense'), ('revenue')) as t(type), generate_series(1, 4) as k
    where b.name like 'Bench simulation %'`);
  await db.execute(sql`
    insert into budget_subcategories (budget_category_id, name, amount, display_order)
    select c.id, 'Item ' || k, 1000 * k, k
    from budget_categories c join budgets b on b.id = c.budget_id, generate_series(1, 5) as k
    where b.name like 'Bench simulation %'`);
  await db.execute(sql`
    insert into submissions (budget_id, created_at)
    select (select id from budgets where slug = 'bench-' || (1 + n % ${SIMULATIONS})),
           now() - (n || ' minutes')::interval
    from generate_series(1, ${SUBMISSIONS}) as n`);
  console.info(
    `\nsimulations (${database.kind}): ${SIMULATIONS} simulations, ${SIMULATIONS * 40} items, ${SUBMISSIONS} submissions ` +
      `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const token = await tokenFor(logins[0]!);
  const headers = { authorization: `Bearer ${token}` };
  const list = () =>
    app.inject({ method: 'GET', url: '/v1/admin/budgets?per_page=1000&include=submissions', headers });
  const first = await list();
  if (first.statusCode !== 200) throw new Error(`list failed: ${first.body}`);
  const rows = first.json<{ data: { id: number; slug: string | null }[] }>().data;
  console.info(`list answers ${rows.length} simulations, ${(first.body.length / 1024).toFixed(0)} KiB`);
  await measure('GET /v1/admin/budgets?per_page=1000&include=submissions', 30, list);

  const id = rows.find((r) => r.slug === 'bench-1')!.id;
  const include =
    'strings,revenue,revenue.subcategories,expenses,expenses.subcategories,demographics,impacts';
  await measure('GET /v1/admin/budgets/{id}?include=...', 200, () =>
    app.inject({ method: 'GET', url: `/v1/admin/budgets/${id}?include=${include}`, headers }),
  );
  await close();
}
