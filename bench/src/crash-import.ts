// bench:crash scenario 1: a 5,000-row CSV import of a simulation's spending, the server killed (kill -9)
// while it runs; after a restart the list must be exactly the one before or exactly the file's.
import { isDeepStrictEqual } from 'node:util';
import { CONSOLE_OAUTH_CLIENT_ID } from '@commonpurse/domain';
import type { SeededLogin } from '@commonpurse/db/seed';
import type { CrashTarget } from './crash-target.ts';
import { percentile } from './stats.ts';
import { TransactionWatch } from './transaction-watch.ts';

const CATEGORIES = 50;
const ITEMS_PER_CATEGORY = 100;
export const IMPORT_ROWS = CATEGORIES * ITEMS_PER_CATEGORY;
const CLEAN_RUNS = 3;
/** The kill lands between these shares of a clean import's duration, from the request's start. */
const KILL_FROM = 0.05;
const KILL_TO = 0.8;

/** One row of the list, as the structure read answers it (ids kept: a rollback keeps them too). */
type Row = { category: string; categoryId: number; id: number; name: string; amount: number };

export interface ImportFigures {
  runs: number;
  cleanMs: number;
  landed: number;
  /** PostgreSQL: kills with the import's transaction open, and when it was open in a clean run (ms). */
  insideTransaction: number | null;
  cleanTransactionMs: { from: number; to: number } | null;
  rolledBack: number;
  committed: number;
  held: number;
  /** Each run: when the kill came (ms from the request's start) and what the list was after. */
  details: string[];
}

/** A distinct file per run, so a committed import is told apart from the previous run's. */
function csvFor(run: number) {
  const lines = ['category,subcategory,amount,details'];
  for (let c = 1; c <= CATEGORIES; c += 1)
    for (let i = 1; i <= ITEMS_PER_CATEGORY; i += 1)
      lines.push(`Run ${run} category ${c},Item ${c}.${i},${c * 1_000 + i},`);
  return `${lines.join('\n')}\n`;
}

function matchesFile(rows: Row[], run: number) {
  if (rows.length !== IMPORT_ROWS) return false;
  return rows.every((row, index) => {
    const c = Math.floor(index / ITEMS_PER_CATEGORY) + 1;
    const i = (index % ITEMS_PER_CATEGORY) + 1;
    return (
      row.category === `Run ${run} category ${c}` &&
      row.name === `Item ${c}.${i}` &&
      row.amount === c * 1_000 + i
    );
  });
}

async function signIn(url: string, admin: SeededLogin) {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username: admin.email,
      password: admin.password,
      client_id: CONSOLE_OAUTH_CLIENT_ID,
    }),
  });
  if (!response.ok) throw new Error(`Signing in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Session {
  url: string;
  token: string;
  budgetId: number;
}

async function spendingRows({ url, token, budgetId }: Session): Promise<Row[]> {
  const response = await fetch(
    `${url}/v1/admin/budgets/${budgetId}?include=expenses,expenses.subcategories`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  if (!response.ok) throw new Error(`Reading the structure answered ${response.status}`);
  const { data } = (await response.json()) as {
    data: {
      expenses: { id: number; name: string; subcategories: { id: number; name: string; amount: number }[] }[];
    };
  };
  return data.expenses.flatMap((category) =>
    category.subcategories.map((item) => ({
      category: category.name,
      categoryId: category.id,
      id: item.id,
      name: item.name,
      amount: Number(item.amount),
    })),
  );
}

function postImport({ url, token, budgetId }: Session, csv: string) {
  const form = new FormData();
  form.append('csv_file', new Blob([csv], { type: 'text/csv' }), 'spending.csv');
  return fetch(`${url}/v1/admin/budgets/${budgetId}/expenses/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** A clean import's duration, the median of a few (the first warms the server up). */
async function cleanImportMs(session: Session, watch: TransactionWatch | null) {
  const durations: number[] = [];
  for (let run = 0; run < CLEAN_RUNS; run += 1) {
    watch?.start();
    const started = performance.now();
    const response = await postImport(session, csvFor(-run - 1));
    durations.push(performance.now() - started);
    await watch?.stop();
    if (response.status !== 200)
      throw new Error(`A clean import answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  if (!matchesFile(await spendingRows(session), -CLEAN_RUNS))
    throw new Error('A clean import did not store the file as it is');
  const window =
    watch?.firstOpenMs != null
      ? { from: watch.firstOpenMs, to: watch.lastOpenMs ?? watch.firstOpenMs }
      : null;
  return {
    cleanMs: percentile(
      durations.sort((a, b) => a - b),
      50,
    ),
    window,
  };
}

export async function crashImports(
  target: CrashTarget,
  admin: SeededLogin,
  budgetId: number,
  runs: number,
): Promise<ImportFigures> {
  const { server } = target;
  const session = async (): Promise<Session> => ({
    url: server.url,
    token: await signIn(server.url, admin),
    budgetId,
  });
  // PostgreSQL shows from outside whether the import's transaction is open; PGlite runs inside the server.
  const observer = target.kind === 'postgres' ? await target.open() : null;
  try {
    return await killedImports(target, session, runs, observer && new TransactionWatch(observer));
  } finally {
    await observer?.close();
  }
}

async function killedImports(
  target: CrashTarget,
  session: () => Promise<Session>,
  runs: number,
  watch: TransactionWatch | null,
) {
  const { server } = target;
  const { cleanMs, window } = await cleanImportMs(await session(), watch);
  const figures: ImportFigures = {
    runs,
    cleanMs,
    landed: 0,
    insideTransaction: watch ? 0 : null,
    cleanTransactionMs: window,
    rolledBack: 0,
    committed: 0,
    held: 0,
    details: [],
  };
  for (let run = 1; run <= runs; run += 1) {
    const current = await session();
    const before = await spendingRows(current);
    const csv = csvFor(run);
    const killAfter = cleanMs * (KILL_FROM + Math.random() * (KILL_TO - KILL_FROM));
    let answered = false;
    watch?.start();
    const request = postImport(current, csv).then(
      (response) => {
        answered = true;
        return response.status;
      },
      () => null,
    );
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    const inFlight = !answered;
    const inside = watch?.open ?? false;
    await server.kill();
    await watch?.stop();
    if (inside) figures.insideTransaction! += 1;
    await request;
    await server.start();
    const after = await spendingRows(await session());
    const outcome = isDeepStrictEqual(after, before)
      ? 'as before'
      : matchesFile(after, run)
        ? 'the file'
        : `PARTIAL (${after.length} rows)`;
    if (inFlight) figures.landed += 1;
    if (outcome === 'as before') figures.rolledBack += 1;
    if (outcome === 'the file') figures.committed += 1;
    if (!outcome.startsWith('PARTIAL')) figures.held += 1;
    const when = inside ? 'in the transaction' : inFlight ? 'in flight' : 'after the answer';
    figures.details.push(`killed at ${killAfter.toFixed(0).padStart(5)} ms, ${when}: ${outcome}`);
  }
  return figures;
}
