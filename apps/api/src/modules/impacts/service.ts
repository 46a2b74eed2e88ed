import {
  IMPACT_MESSAGES as M,
  impactCalculation,
  isPermutationOf,
  STRUCTURE_MESSAGES,
  ZImpactCalculationRow,
  ZImpactView,
  type TImpactCalculation,
  type TImpactMultipliers,
  type TImpactPatch,
  type TImpactSave,
  type TImpactView,
} from '@commonpurse/domain';
import type { Db, DbOrTx } from '@commonpurse/db';
import { AppError } from '../../http/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { AuthContext } from '../auth/session.ts';
import { serializeRow } from '../../lib/serialize-row.ts';
import {
  clientCapabilities,
  refusal,
  requireBudget,
  requireCapability,
  requireEditable,
  scopeOf,
  type BudgetScope,
} from '../budgets/index.ts';
import * as repo from './repo.ts';

export interface ImpactsDeps {
  db: Db;
}

const impactView = (row: repo.ImpactRow): TImpactView => ZImpactView.parse(serializeRow(row));

/** Impacts need the plan's impacts feature (403), whatever the call. */
async function requireImpactsCapability(db: DbOrTx, auth: AuthContext): Promise<void> {
  const capabilities = await clientCapabilities(db, auth.clientId);
  requireCapability(capabilities, 'impacts_enabled', 'impacts', M.impactsDisabled);
}

/** A simulation of the client (404), that can be edited (422 errors.status), of a client with impacts. */
async function requireImpactsEditor(
  deps: ImpactsDeps,
  auth: AuthContext,
  budgetId: number,
): Promise<BudgetScope> {
  await requireEditable(deps, auth, budgetId);
  await requireImpactsCapability(deps.db, auth);
  return scopeOf(auth.clientId, budgetId);
}

/** The answer of a write that found no row of the scope (a row deleted meanwhile). */
function found<T>(row: T | null): T {
  if (row === null) throw new AppError(404, M.invalidImpact);
  return row;
}

/** An impact of the simulation, else 404 'Invalid impact.'. */
async function requireImpact(db: DbOrTx, scope: BudgetScope, id: number) {
  return found(await repo.findImpact(db, scope, id));
}

/** The columns of a save: rich text sanitized; undefined fields left as they are. */
function columnsOf(input: TImpactPatch): repo.ImpactChanges {
  const { additional_details, ...fields } = input;
  return {
    ...fields,
    ...(additional_details === undefined
      ? {}
      : { additional_details: additional_details === null ? null : sanitizeRichText(additional_details) }),
  };
}

export async function listImpacts(deps: ImpactsDeps, auth: AuthContext, budgetId: number) {
  await requireBudget(deps.db, auth.clientId, budgetId);
  await requireImpactsCapability(deps.db, auth);
  return (await repo.listImpacts(deps.db, scopeOf(auth.clientId, budgetId))).map(impactView);
}

export async function createImpact(
  deps: ImpactsDeps,
  auth: AuthContext,
  budgetId: number,
  input: TImpactSave,
): Promise<TImpactView> {
  const scope = await requireImpactsEditor(deps, auth, budgetId);
  const row = await repo.insertImpact(deps.db, scope, { ...columnsOf(input), name: input.name });
  if (row === null) throw AppError.notFound();
  return impactView(row);
}

export async function updateImpact(
  deps: ImpactsDeps,
  auth: AuthContext,
  budgetId: number,
  id: number,
  input: TImpactPatch,
): Promise<TImpactView> {
  const scope = await requireImpactsEditor(deps, auth, budgetId);
  return impactView(found(await repo.updateImpact(deps.db, scope, id, columnsOf(input))));
}

export async function deleteImpact(deps: ImpactsDeps, auth: AuthContext, budgetId: number, id: number) {
  const scope = await requireImpactsEditor(deps, auth, budgetId);
  if ((await repo.deleteImpact(deps.db, scope, id)) === 0) throw new AppError(404, M.invalidImpact);
}

/** Every impact of the simulation once, else 422 errors.display_order and nothing changes. */
export async function orderImpacts(deps: ImpactsDeps, auth: AuthContext, budgetId: number, ids: number[]) {
  const scope = await requireImpactsEditor(deps, auth, budgetId);
  await deps.db.transaction(async (tx) => {
    const current = (await repo.listImpacts(tx, scope)).map((row) => row.id);
    if (!isPermutationOf(ids, current)) throw refusal(422, 'display_order', M.orderMismatch);
    await repo.setImpactOrder(tx, scope, ids);
  });
}

async function calculationOf(db: DbOrTx, scope: BudgetScope, impact: repo.ImpactRow) {
  const rows = (await repo.calculationRows(db, scope, impact.id)).map((row) =>
    ZImpactCalculationRow.omit({ result: true }).parse(row),
  );
  return { impact: impactView(impact), ...impactCalculation(rows) };
}

/** The multiplier table of an impact: every item, its multiplier, result and the total (4 decimals). */
export async function getCalculation(
  deps: ImpactsDeps,
  auth: AuthContext,
  budgetId: number,
  id: number,
): Promise<TImpactCalculation> {
  await requireBudget(deps.db, auth.clientId, budgetId);
  await requireImpactsCapability(deps.db, auth);
  const scope = scopeOf(auth.clientId, budgetId);
  return calculationOf(deps.db, scope, await requireImpact(deps.db, scope, id));
}

/**
 * Replaces the impact's multipliers in one transaction: every subcategory must be an item of this
 * simulation, else 422 errors.multipliers and nothing changes. Answers the new table.
 */
export async function saveMultipliers(
  deps: ImpactsDeps,
  auth: AuthContext,
  budgetId: number,
  id: number,
  input: TImpactMultipliers,
): Promise<TImpactCalculation> {
  const scope = await requireImpactsEditor(deps, auth, budgetId);
  return deps.db.transaction(async (tx) => {
    const impact = await requireImpact(tx, scope, id);
    const wanted = input.multipliers.map((row) => row.budget_subcategory_id);
    const known = await repo.subcategoryIdsOf(tx, scope, wanted);
    if (known.length !== wanted.length)
      throw refusal(422, 'multipliers', STRUCTURE_MESSAGES.invalidSubcategory);
    await repo.replaceMultipliers(tx, scope, impact.id, input.multipliers);
    return calculationOf(tx, scope, found(await repo.updateImpact(tx, scope, impact.id, {})));
  });
}
