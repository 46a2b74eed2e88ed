import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { allQueries, type Db } from '@commonpurse/db';
import { neutralizeCsvCell } from '@commonpurse/domain';
import {
  BALLOT_MESSAGES as B,
  checkBallot,
  PUBLIC_MESSAGES as M,
  type TBallotCreated,
  type TPaperBallotCreate,
  type TVoterCode,
} from '@commonpurse/domain/public';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/session.ts';
import { refusal, requireBudget, type BudgetRow } from '../budgets/index.ts';
import { invalid } from '../public/service.ts';
import { loadStructure } from '../public/rules.ts';
import * as repo from './repo.ts';
import { ballotRows, totalsFit } from './rows.ts';
import { storeBallot } from './store.ts';

export interface BallotDeps {
  db: Db;
}

/** A prioritization of the caller's client: another client's is 404, a simulation 422. */
export async function requirePrioritization(
  deps: BallotDeps,
  auth: AuthContext,
  id: number,
): Promise<BudgetRow> {
  const { budget } = await requireBudget(deps.db, auth.clientId, id);
  if (!budget.is_pb) throw refusal(422, 'id', B.notAPrioritization);
  return budget;
}

interface PageQuery {
  page: number;
  per_page: number;
}

const pageOf = ({ page, per_page }: PageQuery) => ({ limit: per_page, offset: (page - 1) * per_page });

const codeView = (row: repo.VoterCodeRow): TVoterCode => ({
  id: row.id,
  code: row.code,
  batch: row.batch,
  created_at: row.created_at.toISOString(),
  used_at: row.used_at?.toISOString() ?? null,
});

export async function listVoterCodes(deps: BallotDeps, auth: AuthContext, id: number, query: PageQuery) {
  const budget = await requirePrioritization(deps, auth, id);
  const [rows, counts] = await allQueries(deps.db, [
    () => repo.listVoterCodes(deps.db, budget.id, pageOf(query)),
    () => repo.countVoterCodes(deps.db, budget.id),
  ]);
  return { data: rows.map(codeView), meta: { ...counts, ...query } };
}

export async function generateVoterCodes(
  deps: BallotDeps,
  auth: AuthContext,
  id: number,
  input: { count: number; batch: string | null },
): Promise<TVoterCode[]> {
  const budget = await requirePrioritization(deps, auth, id);
  const rows = await deps.db.transaction((tx) =>
    repo.insertVoterCodes(tx, budget.id, input.count, input.batch),
  );
  return rows.map(codeView);
}

/** The codes as CSV (code, batch, created_at, used_at) and the download's name. */
export async function voterCodesCsv(deps: BallotDeps, auth: AuthContext, id: number) {
  const budget = await requirePrioritization(deps, auth, id);
  const rows = await repo.allVoterCodes(deps.db, budget.id);
  const records = rows.map((row) => {
    const view = codeView(row);
    return [view.code, neutralizeCsvCell(view.batch ?? ''), view.created_at, view.used_at ?? ''];
  });
  return {
    fileName: `${budget.slug ?? `prioritization-${budget.id}`}-voter-codes.csv`,
    body: Readable.from([['code', 'batch', 'created_at', 'used_at'], ...records]).pipe(stringify()),
  };
}

export async function listPaperBallots(deps: BallotDeps, auth: AuthContext, id: number, query: PageQuery) {
  const budget = await requirePrioritization(deps, auth, id);
  const [data, total] = await allQueries(deps.db, [
    () => repo.listPaperBallots(deps.db, budget.id, pageOf(query)),
    () => repo.countPaperBallots(deps.db, budget.id),
  ]);
  return { data, meta: { total } };
}

/**
 * A paper ballot typed in by staff: the same ballot rules as online ones (no questions asked on paper),
 * stored with source 'paper', no voter, and a receipt code. Any status but New.
 */
export async function createPaperBallot(
  deps: BallotDeps,
  auth: AuthContext,
  id: number,
  input: TPaperBallotCreate,
): Promise<Pick<TBallotCreated, 'id' | 'receipt_code'>> {
  const budget = await requirePrioritization(deps, auth, id);
  if (budget.status === 'new') throw refusal(422, 'status', B.paperNeedsActivation);
  const structure = await loadStructure(deps.db, budget.client_id, budget.id);
  const { problems, checked } = checkBallot(
    {
      mode: budget.mode,
      adjustment: budget.adjustment,
      bar_behavior: budget.bar_behavior,
      max_items: budget.max_items,
      items: structure.items,
      questions: [],
      is_location_required: false,
      is_commenting_enabled: true,
    },
    { items: input.items, suggestions: [], answers: [], comments: [], location: null },
  );
  const rows = ballotRows(checked, budget.adjustment);
  if (problems.length === 0 && !totalsFit(rows)) problems.push({ path: ['items'], message: M.aboveCeiling });
  if (problems.length > 0) throw invalid(problems);
  const stored = await storeBallot(deps.db, {
    write: {
      budgetId: budget.id,
      visitId: null,
      idempotencyKey: null,
      totals: rows.totals,
      location: null,
      ip: null,
      items: rows.items,
      answers: [],
      choices: [],
      comments: [],
    },
    voter: { kind: 'paper' },
    cap: null,
  });
  return { id: stored.id, receipt_code: stored.receipt_code };
}

export async function deletePaperBallot(
  deps: BallotDeps,
  auth: AuthContext,
  id: number,
  submissionId: number,
) {
  const budget = await requirePrioritization(deps, auth, id);
  if (!(await repo.deletePaperBallot(deps.db, budget.id, submissionId))) throw AppError.notFound();
}
