import type { Db } from '@commonpurse/db';
import {
  MEETING_MESSAGES as M,
  type TMeetingCreate,
  type TMeetingUpdate,
  type TMeetingView,
} from '@commonpurse/domain';
import { AppError, type FieldErrors } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/session.ts';
import { scopeOf, type UrlSettings } from '../budgets/index.ts';
import { isEligibleSimulation, requireMeetingsEnabled } from './access.ts';
import * as repo from './repo.ts';
import { meetingViewOf } from './views.ts';

/** What the meeting services use of the app. */
export interface MeetingDeps {
  db: Db;
  urls: UrlSettings;
}

/** GET admin/meetings: the client's meetings, most recently updated first, optionally of one simulation. */
export async function listMeetings(
  deps: MeetingDeps,
  auth: AuthContext,
  query: { budgetId: number | undefined; perPage: number; page: number; withBudget: boolean },
): Promise<TMeetingView[]> {
  await requireMeetingsEnabled(deps.db, auth.clientId);
  const rows = await repo.listMeetings(deps.db, auth.clientId, {
    budgetId: query.budgetId,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return rows.map((row) => meetingViewOf(row, deps.urls, query.withBudget));
}

async function loadMeeting(deps: MeetingDeps, auth: AuthContext, id: number, withBudget: boolean) {
  const row = await repo.findMeeting(deps.db, auth.clientId, id);
  if (!row) throw AppError.notFound();
  return meetingViewOf(row, deps.urls, withBudget);
}

/** GET admin/meetings/{id}. */
export async function getMeeting(
  deps: MeetingDeps,
  auth: AuthContext,
  id: number,
  withBudget: boolean,
): Promise<TMeetingView> {
  await requireMeetingsEnabled(deps.db, auth.clientId);
  return loadMeeting(deps, auth, id, withBudget);
}

/** POST admin/meetings: a meeting on one of the client's Active simulations, on the whole budget. */
export async function createMeeting(
  deps: MeetingDeps,
  auth: AuthContext,
  input: TMeetingCreate,
): Promise<TMeetingView> {
  await requireMeetingsEnabled(deps.db, auth.clientId);
  const meeting = await deps.db.transaction(async (tx) => {
    if (!(await isEligibleSimulation(tx, auth.clientId, input.budget_id)))
      throw AppError.invalid({ budget_id: [M.simulationNotEligible] });
    return repo.insertMeeting(tx, { client_id: auth.clientId, budget_id: input.budget_id, name: input.name });
  });
  return loadMeeting(deps, auth, meeting.id, false);
}

/** An optional text saved blank is no text (the editor's fields are optional). */
const textOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

/** Each id once, in the order first given. */
const unique = (ids: number[]) => [...new Set(ids)];

/**
 * PATCH admin/meetings/{id}: any of the fields, one at a time or together. A new simulation must be an
 * eligible one and clears the chosen items unless `categories` come with it (decision 0462); chosen
 * items must all be items of the meeting's (new) simulation.
 */
export async function updateMeeting(
  deps: MeetingDeps,
  auth: AuthContext,
  id: number,
  input: TMeetingUpdate,
): Promise<TMeetingView> {
  await requireMeetingsEnabled(deps.db, auth.clientId);
  await deps.db.transaction(async (tx) => {
    const current = await repo.findMeeting(tx, auth.clientId, id);
    if (!current) throw AppError.notFound();
    const errors: FieldErrors = {};
    const changes: repo.MeetingChanges = {
      name: input.name,
      description: textOrNull(input.description),
      location: textOrNull(input.location),
    };

    const budgetId = input.budget_id ?? current.budget.id;
    const budgetChanges = budgetId !== current.budget.id;
    if (budgetChanges) {
      if (await isEligibleSimulation(tx, auth.clientId, budgetId)) {
        changes.budget_id = budgetId;
        changes.subcategory_ids = [];
      } else errors.budget_id = [M.simulationNotEligible];
    }

    if (input.categories !== undefined && errors.budget_id === undefined) {
      const chosen = unique(input.categories);
      const items = await repo.subcategoriesOf(tx, scopeOf(auth.clientId, budgetId), chosen);
      if (chosen.every((item) => items.has(item))) changes.subcategory_ids = chosen;
      else errors.categories = [M.subcategoryNotInSimulation];
    }

    if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
    await repo.updateMeeting(tx, auth.clientId, id, changes);
  });
  return loadMeeting(deps, auth, id, false);
}

/** DELETE admin/meetings/{id}: what residents submitted through it stays in the simulation's analytics. */
export async function deleteMeeting(deps: MeetingDeps, auth: AuthContext, id: number): Promise<void> {
  await requireMeetingsEnabled(deps.db, auth.clientId);
  if (!(await repo.deleteMeeting(deps.db, auth.clientId, id))) throw AppError.notFound();
}
