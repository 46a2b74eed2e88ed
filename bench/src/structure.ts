// The structure editor's server side: loading a simulation of 50 categories x 20 items with the
// editor's includes, and replacing a list from a 1,000-row CSV (one transaction).
import { eq, sql } from 'drizzle-orm';
import { budgets, clients } from '@commonpurse/db';
import { STRUCTURE_CSV_MAX_ROWS } from '@commonpurse/domain';
import { benchApp } from './app.ts';

type BenchApp = Awaited<ReturnType<typeof benchApp>>['app'];
import { measure } from './stats.ts';

const CATEGORIES = 50;
const ITEMS = 20;
const IMPACTS = 3;
/** The includes the console's editor asks for (spec 1 section 7). */
const EDITOR_INCLUDES = [
  'strings',
  'revenue',
  'revenue.subcategories',
  'expenses.subcategories',
  'expenses',
  'demographics',
  'impacts',
  'revenue.subcategories.impactSubcategories',
  'expenses.subcategories.impactSubcategories',
].join(',');

/** A categories CSV of `categories` x `items` rows (with details and money formatting to parse). */
function csvOf(categories: number, items: number): string {
  const rows = ['category,subcategory,amount,details'];
  for (let c = 1; c <= categories; c += 1)
    for (let i = 1; i <= items; i += 1)
      rows.push(
        `Department ${c},Program ${c}.${i},"$${(c * 1000 + i).toLocaleString('en-US')}.50",Details of ${c}.${i}`,
      );
  return `${rows.join('\n')}\n`;
}

const multipart = (csv: string) => ({
  payload: Buffer.from(
    '--b\r\nContent-Disposition: form-data; name="csv_file"; filename="budget.csv"\r\n' +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--b--\r\n`,
  ),
  headers: { 'content-type': 'multipart/form-data; boundary=b' },
});

export async function benchStructure() {
  const { app, database, logins, tokenFor, close } = await benchApp();
  const { db } = database;
  const started = performance.now();
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.subdomain, 'demo'));
  const [budget] = await db
    .insert(budgets)
    .values({ client_id: client!.id, name: 'Bench structure', slug: 'bench-structure' })
    .returning({ id: budgets.id });
  const id = budget!.id;
  // Half the categories are spending, half revenue; every item has a rich-text details field.
  await db.execute(sql`
    insert into budget_categories (budget_id, type, name, display_order)
    select ${id}, case when k % 2 = 0 then 'expense' else 'revenue' end, 'Category ' || k, k
    from generate_series(1, ${CATEGORIES}) as k`);
  await db.execute(sql`
    insert into budget_subcategories (budget_category_id, name, amount, details, additional_details, display_order)
    select c.id, 'Item ' || k, 1000 * k, 'More info ' || k, '<p>Details <strong>' || k || '</strong></p>', k
    from budget_categories c, generate_series(1, ${ITEMS}) as k
    where c.budget_id = ${id}`);
  await db.execute(sql`
    insert into impacts (budget_id, name, display_order)
    select ${id}, 'Impact ' || k, k from generate_series(1, ${IMPACTS}) as k`);
  await db.execute(sql`
    insert into impact_subcategories (impact_id, budget_subcategory_id, multiplier)
    select i.id, s.id, 0.5
    from impacts i, budget_subcategories s join budget_categories c on c.id = s.budget_category_id
    where i.budget_id = ${id} and c.budget_id = ${id}`);
  console.info(
    `\nstructure (${database.kind}): ${CATEGORIES} categories x ${ITEMS} items, ${IMPACTS} impacts on every item, ` +
      `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const headers = { authorization: `Bearer ${await tokenFor(logins[0]!)}` };
  const load = () =>
    app.inject({ method: 'GET', url: `/v1/admin/budgets/${id}?include=${EDITOR_INCLUDES}`, headers });
  const first = await load();
  if (first.statusCode !== 200) throw new Error(`editor load failed: ${first.body}`);
  console.info(`editor load answers ${(first.body.length / 1024).toFixed(0)} KiB`);
  await measure('GET /v1/admin/budgets/{id}?include=<editor>', 50, load);

  const csv = csvOf(CATEGORIES, ITEMS);
  const upload = multipart(csv);
  const importList = async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/v1/admin/budgets/${id}/expenses/import`,
      payload: upload.payload,
      headers: { ...headers, ...upload.headers },
    });
    if (response.statusCode !== 200) throw new Error(`import failed: ${response.body}`);
  };
  console.info(
    `CSV import of ${CATEGORIES * ITEMS} rows (${(csv.length / 1024).toFixed(0)} KiB), replacing the list`,
  );
  await measure('POST /v1/admin/budgets/{id}/expenses/import', 10, importList);
  await benchImportLimits(app, id, headers);
  await close();
}

/**
 * The largest import taken (STRUCTURE_CSV_MAX_ROWS rows) and a 120,000-row file it refuses, with how
 * long a /healthz sent meanwhile waits: the server must keep answering while it reads a large upload.
 */
async function benchImportLimits(app: BenchApp, id: number, headers: Record<string, string>) {
  const importOf = (csv: string) => {
    const upload = multipart(csv);
    return app.inject({
      method: 'POST',
      url: `/v1/admin/budgets/${id}/expenses/import`,
      payload: upload.payload,
      headers: { ...headers, ...upload.headers },
    });
  };
  const largest = csvOf(100, STRUCTURE_CSV_MAX_ROWS / 100);
  await measure(`import of ${STRUCTURE_CSV_MAX_ROWS} rows (the limit)`, 3, async () => {
    const response = await importOf(largest);
    if (response.statusCode !== 200) throw new Error(`import failed: ${response.body}`);
  });
  const huge = csvOf(1_000, 120);
  const started = performance.now();
  const health = app.inject({ method: 'GET', url: '/healthz' }).then(() => performance.now() - started);
  const [refused, healthMs] = await Promise.all([importOf(huge), health]);
  const importMs = performance.now() - started;
  console.info(
    `120,000-row file (${(huge.length / 1024 / 1024).toFixed(1)} MB): ${refused.statusCode} in ${importMs.toFixed(0)} ms; ` +
      `a /healthz sent meanwhile answered after ${healthMs.toFixed(0)} ms`,
  );
}
