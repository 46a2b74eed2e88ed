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
import { refusal } from '../simulations/errors.ts';
import { clientFeatures, requireFeature } from '../simulations/features.ts';
import { requireBudget, requireEditable } from '../simulations/loader.ts';
import { serializeRow } from '../simulations/views.ts';
import * as repo from './repo.ts';

export interface ImpactsDeps {
  db: Db;
}

const impactView = (row: repo.ImpactRow): TImpactView => ZImpactView.parse(serializeRow(row));

/** Impacts need the plan's impacts feature (403), whatever the call. */
async function requireImpactsFeature(db: DbOrTx, auth: AuthContext): Promise<void> {
  requireFeature(await clientFeatures(db, auth.clientId), 'impacts_enabled', 'impacts', M.impactsDisabled);
}

/** A simulation of the client (404), that can be edited (422 errors.status), of a client with impacts. */
async function requireImpactsEditor(deps: ImpactsDeps, auth: AuthContext, budgetId: number) {
  await requireEditable(deps, auth, budgetId);
  await requireImpactsFeature(deps.db, auth);
}

/** An impact of the simulation, else 404 'Invalid impact.'. */
async function requireImpact(db: DbOrTx, budgetId: number, id: number) {
  const row = await repo.findImpact(db, budgetId, id);
  if (!row) throw new AppError(404, M.invalidImpact);
  return row;
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
  await requireImpactsFeature(deps.db, auth);
  return (await repo.listImpacts(deps.db, budgetId)).map(impactView);
}

export async function createImpact(
  deps: ImpactsDeps,
  auth: AuthContext,
  budgetId: number,
  input: TImpactSave,
): Promise<TImpactView> {
  await requireImpactsEditor(deps, auth, budgetId);
  const row = await repo.insertImpact(deps.db, {
    ...columnsOf(input),
    name: input.name,
    budget_id: budgetId,
  });
  return impactView(row);
}

export async function updateImpact(
  deps: ImpactsDeps,
  auth: AuthContext,
  budgetId: number,
  id: number,
  input: TImpactPatch,
): Promise<TImpactView> {
  await requireImpactsEditor(deps, auth, budgetId);
  await requireImpact(deps.db, budgetId, id);
  return impactView(await repo.updateImpact(deps.db, id, columnsOf(input)));
}

export async function deleteImpact(deps: ImpactsDeps, auth: AuthContext, budgetId: number, id: number) {
  await requireImpactsEditor(deps, auth, budgetId);
  await requireImpact(deps.db, budgetId, id);
  await repo.deleteImpact(deps.db, id);
}

/** Every impact of the simulation once, else 422 errors.display_order and nothing changes. */
export async function orderImpacts(deps: ImpactsDeps, auth: AuthContext, budgetId: number, ids: number[]) {
  await requireImpactsEditor(deps, auth, budgetId);
  await deps.db.transaction(async (tx) => {
    const scope = (await repo.listImpacts(tx, budgetId)).map((row) => row.id);
    if (!isPermutationOf(ids, scope)) throw refusal(422, 'display_order', M.orderMismatch);
    await repo.setImpactOrder(tx, ids);
  });
}

async function calculationOf(db: DbOrTx, budgetId: number, impact: repo.ImpactRow) {
  const rows = (await repo.calculationRows(db, budgetId, impact.id)).map((row) =>
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
  await requireImpactsFeature(deps.db, auth);
  return calculationOf(deps.db, budgetId, await requireImpact(deps.db, budgetId, id));
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
  await requireImpactsEditor(deps, auth, budgetId);
  return deps.db.transaction(async (tx) => {
    const impact = await requireImpact(tx, budgetId, id);
    const wanted = input.multipliers.map((row) => row.budget_subcategory_id);
    const known = await repo.subcategoryIdsOf(tx, budgetId, wanted);
    if (known.length !== wanted.length)
      throw refusal(422, 'multipliers', STRUCTURE_MESSAGES.invalidSubcategory);
    await repo.replaceMultipliers(tx, id, input.multipliers);
    return calculationOf(tx, budgetId, await repo.updateImpact(tx, impact.id, {}));
  });
}
