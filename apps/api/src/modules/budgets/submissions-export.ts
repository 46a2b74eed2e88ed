import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { budgets, submissions, type Db } from '@commonpurse/db';
import { DB_INTEGER_MAX, neutralizeCsvCell } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { simulationColumns, submissionDetails } from './submissions-export-details.ts';
import { notReceipt } from './repo.ts';

/**
 * Submissions read (with their items, answers, choices, comments and clicks) per step of the stream: at
 * 60 items, 5,000 held about 400 MiB at once (bench:analytics); 1,000 keep the process near flat.
 */
const BATCH = 1_000;

/** The columns of every submissions CSV; a one-simulation export adds its items, scenarios and questions. */
export const SUBMISSION_EXPORT_COLUMNS = [
  'submission_id',
  'simulation_id',
  'simulation_name',
  'submitted_at',
  'user_id',
  'device_type',
  'referrer_source',
  'returning',
  'postal_code',
  'city',
  'latitude',
  'longitude',
  'total_revenue',
  'total_expenses',
  'balance',
  'increase_clicks',
  'decrease_clicks',
  'comments',
  /** online, or paper (a prioritization's ballot entered by staff). */
  'source',
];

interface ExportedBudget {
  id: number;
  name: string;
  slug: string | null;
  is_pb: boolean;
}

/** The client's simulations among `ids`; any id outside the client makes the whole export a 404. */
export async function exportableBudgets(db: Db, clientId: number, ids: number[]): Promise<ExportedBudget[]> {
  const unique = [...new Set(ids)];
  // An id no integer column holds names no simulation (and PostgreSQL would refuse the comparison).
  if (unique.some((id) => id > DB_INTEGER_MAX)) throw AppError.notFound();
  const rows = await db
    .select({ id: budgets.id, name: budgets.name, slug: budgets.slug, is_pb: budgets.is_pb })
    .from(budgets)
    .where(and(eq(budgets.client_id, clientId), inArray(budgets.id, unique), notReceipt));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw AppError.notFound();
    return row;
  });
}

const text = (value: string | null | undefined) => neutralizeCsvCell(value ?? '');
const num = (value: number | null | undefined) => (value === null || value === undefined ? '' : value);

/**
 * Submissions of the simulations as CSV, read in id-ordered batches so memory stays flat. With one
 * simulation, each item's submitted amount (a prioritization: each project's rank), each scenario's
 * chosen options and each question's answer get a column of their own (columns differ between
 * simulations, so several share the common ones). Ballots a later ballot of the same voter replaced
 * are left out (decision 0303).
 */
export function submissionsCsv(db: Db, exported: ExportedBudget[]): Readable {
  const names = new Map(exported.map((b) => [b.id, b.name]));
  async function* rows() {
    const columns = exported.length === 1 ? await simulationColumns(db, exported[0]!.id) : null;
    const ranked = exported.length === 1 && exported[0]!.is_pb;
    const scenarioItems = columns?.items.filter((item) => item.question) ?? [];
    yield [
      ...SUBMISSION_EXPORT_COLUMNS,
      ...(columns?.items.map((item) => (ranked ? `${item.header} (rank)` : item.header)) ?? []),
      ...scenarioItems.map((item) => `${item.header} (choice)`),
      ...(columns?.questions.map((q) => q.header) ?? []),
    ].map((header) => neutralizeCsvCell(header));
    let after = 0;
    for (;;) {
      const batch = await db
        .select()
        .from(submissions)
        .where(
          and(
            inArray(submissions.budget_id, [...names.keys()]),
            eq(submissions.is_current, true),
            gt(submissions.id, after),
          ),
        )
        .orderBy(asc(submissions.id))
        .limit(BATCH);
      const details = await submissionDetails(db, batch, columns !== null);
      for (const row of batch) {
        const visit = row.visit_id === null ? undefined : details.visit.get(row.visit_id);
        const clicked = row.visit_id === null ? undefined : details.clicks.get(row.visit_id);
        const amounts = (ranked ? details.ranks : details.amounts).get(row.id);
        const choices = details.choices.get(row.id);
        const answers = details.answers.get(row.id);
        yield [
          row.id,
          row.budget_id,
          text(names.get(row.budget_id)),
          row.created_at.toISOString(),
          row.user_id,
          visit?.device_type ?? '',
          visit?.referrer_source ?? '',
          visit ? (visit.is_returning ? 'yes' : 'no') : '',
          text(row.postal_code),
          text(row.city),
          num(row.lat),
          num(row.lng),
          row.total_revenue,
          row.total_expenses,
          row.balance,
          clicked?.increase ?? 0,
          clicked?.decrease ?? 0,
          text((details.comments.get(row.id) ?? []).join(' | ')),
          row.source,
          ...(columns?.items.map((item) => num(amounts?.get(item.id))) ?? []),
          ...scenarioItems.map((item) => {
            const chosen = choices?.get(item.id) ?? [];
            return text(
              item
                .question!.filter((o) => chosen.includes(o.id))
                .map((o) => o.title)
                .join('; '),
            );
          }),
          ...(columns?.questions.map((q) => text(answers?.get(q.id))) ?? []),
        ];
      }
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1]!.id;
    }
  }
  return Readable.from(rows()).pipe(stringify());
}

/** The download's file name: the slug (or the id) of one simulation, or "simulations" for several. */
export function exportFileName(
  exported: Pick<ExportedBudget, 'id' | 'name' | 'slug'>[],
  today = new Date(),
): string {
  const date = today.toISOString().slice(0, 10);
  const only = exported.length === 1 ? exported[0] : undefined;
  const stem = only ? (only.slug ?? `simulation-${only.id}`) : 'simulations';
  return `${stem}-submissions-${date}.csv`;
}
