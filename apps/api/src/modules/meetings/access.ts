import type { DbOrTx } from '@commonpurse/db';
import { MEETING_MESSAGES as M } from '@commonpurse/domain';
import { clientCapabilities, findBudget, requireCapability } from '../budgets/index.ts';

/**
 * Every meeting call needs the client's meetings capability (403 otherwise, decision 0461), checked
 * before any meeting is looked up so the refusal says nothing about an id.
 */
export async function requireMeetingsEnabled(db: DbOrTx, clientId: number): Promise<void> {
  const capabilities = await clientCapabilities(db, clientId);
  requireCapability(capabilities, 'is_meeting_mode_enabled', 'meetings', M.meetingsDisabled);
}

/**
 * Whether a meeting may be held on `budgetId`: one of the client's simulations, Active, not a
 * prioritization (findBudget already leaves receipts and other clients' rows out). Another client's id
 * answers like an ineligible one of the caller's, so the answer never says it exists (decision 0461).
 */
export async function isEligibleSimulation(db: DbOrTx, clientId: number, budgetId: number): Promise<boolean> {
  const found = await findBudget(db, clientId, budgetId);
  return found !== null && found.budget.status === 'active' && !found.budget.is_pb;
}
