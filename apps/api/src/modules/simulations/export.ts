import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { budgets, submissions, type Db } from '@commonpurse/db';
import { DB_INTEGER_MAX, neutralizeCsvCell } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';

const BATCH = 5_000;

export const SUBMISSION_EXPORT_COLUMNS = [
  'submission_id',
  'simulation_id',
  'simulation_name',
  'submitted_at',
];

interface ExportedBudget {
  id: number;
  name: string;
  slug: string | null;
}

/** The client's simulations among `ids`; any id outside the client makes the whole export a 404. */
export async function exportableBudgets(db: Db, clientId: number, ids: number[]): Promise<ExportedBudget[]> {
  const unique = [...new Set(ids)];
  // An id no integer column holds names no simulation (and PostgreSQL would refuse the comparison).
  if (unique.some((id) => id > DB_INTEGER_MAX)) throw AppError.notFound();
  const rows = await db
    .select({ id: budgets.id, name: budgets.name, slug: budgets.slug })
    .from(budgets)
    .where(and(eq(budgets.client_id, clientId), inArray(budgets.id, unique)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw AppError.notFound();
    return row;
  });
}

/** Submissions of the simulations as CSV, read in id-ordered batches so memory stays flat. */
export function submissionsCsv(db: Db, exported: ExportedBudget[]): Readable {
  const names = new Map(exported.map((b) => [b.id, b.name]));
  async function* rows() {
    yield SUBMISSION_EXPORT_COLUMNS;
    let after = 0;
    for (;;) {
      const batch = await db
        .select({ id: submissions.id, budget_id: submissions.budget_id, created_at: submissions.created_at })
        .from(submissions)
        .where(and(inArray(submissions.budget_id, [...names.keys()]), gt(submissions.id, after)))
        .orderBy(asc(submissions.id))
        .limit(BATCH);
      for (const row of batch) {
        const name = neutralizeCsvCell(names.get(row.budget_id) ?? '');
        yield [row.id, row.budget_id, name, row.created_at.toISOString()];
      }
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1]!.id;
    }
  }
  return Readable.from(rows()).pipe(stringify());
}

/** The download's file name: the slug (or the id) of one simulation, or "simulations" for several. */
export function exportFileName(exported: ExportedBudget[], today = new Date()): string {
  const date = today.toISOString().slice(0, 10);
  const only = exported.length === 1 ? exported[0] : undefined;
  const stem = only ? (only.slug ?? `simulation-${only.id}`) : 'simulations';
  return `${stem}-submissions-${date}.csv`;
}
