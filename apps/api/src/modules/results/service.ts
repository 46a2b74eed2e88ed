import { allQueries, type Db, type DbOrTx } from '@commonpurse/db';
import type { TResultsMethod } from '@commonpurse/domain';
import { BALLOT_MESSAGES as M, type TPublicBallotResults } from '@commonpurse/domain/public';
import type { TPbCondorcetRow, TPbHappy, TPbResults } from '@commonpurse/domain/analytics';
import {
  countsPoints,
  pbCondorcet,
  pbGroups,
  pbHappy,
  pbResults,
  prioritizationPabulib,
  publishResults,
  type TCountSettings,
} from '@commonpurse/domain/results';
import type { AuthContext } from '../auth/session.ts';
import {
  refusal,
  requireBudget,
  scopeOf,
  statusOf,
  type BudgetRow,
  type BudgetScope,
} from '../budgets/index.ts';
import { ballotsWatermark, countedKey, keptOrCounted, keptPageviews } from './counts-cache.ts';
import * as repo from './repo.ts';

export interface ResultsDeps {
  db: Db;
}

/** A prioritization of the caller's client: another client's is 404, a simulation 422. */
async function requirePrioritization(deps: ResultsDeps, auth: AuthContext, id: number): Promise<BudgetRow> {
  const { budget } = await requireBudget(deps.db, auth.clientId, id);
  if (!budget.is_pb) throw refusal(422, 'id', M.notAPrioritization);
  return budget;
}

const settingsOf = (budget: BudgetRow): TCountSettings => ({
  mode: budget.mode,
  adjustment: budget.adjustment,
  max_items: budget.max_items,
});

const idsOf = (projects: readonly { id: number }[]) => projects.map((p) => p.id);
const withPoints = (budget: BudgetRow) => countsPoints(budget.mode);

export interface ResultsOverview {
  published: TPublicBallotResults | null;
  ballots: number;
  paper_ballots: number;
}

/** What is published, and the current ballots there are to count. */
export async function getResults(deps: ResultsDeps, auth: AuthContext, id: number): Promise<ResultsOverview> {
  await requirePrioritization(deps, auth, id);
  const scope = scopeOf(auth.clientId, id);
  const [published, projects] = await allQueries(deps.db, [
    () => repo.findResults(deps.db, scope),
    () => repo.listProjects(deps.db, scope),
  ]);
  return { published, ...(await repo.countBallots(deps.db, scope, idsOf(projects))) };
}

/**
 * Counts the current ballots (online and paper) by the method and publishes the outcome, replacing an
 * earlier publication: read and stored in one transaction. Only an Inactive prioritization: while it
 * is Active ballots still arrive.
 */
export async function publish(
  deps: ResultsDeps,
  auth: AuthContext,
  id: number,
  method: TResultsMethod,
): Promise<TPublicBallotResults> {
  const budget = await requirePrioritization(deps, auth, id);
  if (statusOf(budget) !== 'inactive') throw refusal(422, 'status', M.resultsNeedInactive);
  const scope = scopeOf(auth.clientId, id);
  return deps.db.transaction(async (tx) => {
    const projects = await repo.listProjects(tx, scope);
    const ballots = await repo.weightedBallots(tx, scope, idsOf(projects), withPoints(budget));
    if (ballots.length === 0) throw refusal(422, 'ballots', M.resultsNoBallots);
    const { paper_ballots } = await repo.countBallots(tx, scope, idsOf(projects));
    const results = publishResults({
      method,
      settings: settingsOf(budget),
      projects,
      ballots,
      paper_ballots,
      published_at: new Date().toISOString(),
    });
    await repo.saveResults(tx, scope, method, results);
    return results;
  });
}

/** Takes the results down: the public address goes back to 404. */
export async function unpublish(deps: ResultsDeps, auth: AuthContext, id: number): Promise<void> {
  await requirePrioritization(deps, auth, id);
  await repo.deleteResults(deps.db, scopeOf(auth.clientId, id));
}

/** The current ballots as a pabulib file named after the slug. */
export async function exportPabulib(
  deps: ResultsDeps,
  auth: AuthContext,
  id: number,
): Promise<{ fileName: string; text: string }> {
  const budget = await requirePrioritization(deps, auth, id);
  const scope = scopeOf(auth.clientId, id);
  const [projects, published] = await allQueries(deps.db, [
    () => repo.listProjects(deps.db, scope),
    () => repo.findResults(deps.db, scope),
  ]);
  const ballots = await repo.exportBallots(deps.db, scope, idsOf(projects), withPoints(budget));
  const text = prioritizationPabulib({
    description: budget.name,
    settings: settingsOf(budget),
    projects,
    ballots,
    method: published?.method ?? null,
  });
  return { fileName: `${budget.slug ?? `prioritization-${budget.id}`}.pb`, text };
}

/** A text customization of configuration_json, or null. */
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The staff's PB results: the current ballots (the read publishing uses) counted every way, the
 * pageviews and the page's units, from one consistent snapshot. The counts are kept until a ballot
 * changes, and recounted behind the answer for a large prioritization (counts-cache.ts); the pageviews
 * are read on every call.
 */
export async function getPbResults(deps: ResultsDeps, auth: AuthContext, id: number): Promise<TPbResults> {
  const budget = await requirePrioritization(deps, auth, id);
  const scope = scopeOf(auth.clientId, id);
  const config = budget.configuration_json;
  const customizations = {
    locale: budget.locale,
    currency_prefix: textOf(config.currency_prefix),
    currency_suffix: textOf(config.currency_suffix),
  };
  const settings = settingsOf(budget);
  const count = async (tx: DbOrTx, projects: TProjects) => {
    // One after the other: a transaction is one connection (pg refuses overlapping queries on it).
    const ballots = await repo.weightedBallots(tx, scope, idsOf(projects), withPoints(budget));
    const totals = await repo.countBallots(tx, scope, idsOf(projects));
    return pbResults({
      budget_id: id,
      settings,
      projects,
      ballots,
      submission_count: totals.ballots,
      pageviews: 0,
      customizations,
    });
  };
  return deps.db.transaction(async (tx) => {
    const projects = await repo.listProjects(tx, scope);
    const watermark = await ballotsWatermark(tx, scope);
    const pageviews = await keptPageviews(deps.db, tx, scope);
    const key = countedKey('pbresults', scope, { settings, projects, customizations });
    const counted = await keptOrCounted(
      deps.db,
      key,
      watermark,
      () => count(tx, projects),
      () => inSnapshot(deps, scope, (snapshot) => count(snapshot, projects)),
    );
    return { ...counted.value, pageviews };
  });
}

type TProjects = Awaited<ReturnType<typeof repo.listProjects>>;

/** `count` in a snapshot of its own, with the ballots' watermark it counted at (a recount behind). */
const inSnapshot = <T>(deps: ResultsDeps, scope: BudgetScope, count: (tx: DbOrTx) => Promise<T>) =>
  deps.db.transaction(
    async (tx) => {
      const [watermark, value] = [await ballotsWatermark(tx, scope), await count(tx)];
      return { watermark, value };
    },
    { isolationLevel: 'repeatable read' },
  );

/** The projects and the grouped current ballots, for the Condorcet and consensus counts (kept likewise). */
async function countedBallots(deps: ResultsDeps, auth: AuthContext, id: number) {
  const budget = await requirePrioritization(deps, auth, id);
  const scope = scopeOf(auth.clientId, id);
  const settings = settingsOf(budget);
  const group = async (tx: DbOrTx, projects: TProjects) =>
    pbGroups(settings, projects, await repo.weightedBallots(tx, scope, idsOf(projects), withPoints(budget)));
  return deps.db.transaction(async (tx) => {
    const projects = await repo.listProjects(tx, scope);
    const watermark = await ballotsWatermark(tx, scope);
    const key = countedKey('groups', scope, { settings, projects, points: withPoints(budget) });
    const counted = await keptOrCounted(
      deps.db,
      key,
      watermark,
      () => group(tx, projects),
      () => inSnapshot(deps, scope, (snapshot) => group(snapshot, projects)),
    );
    // The Condorcet table is kept at the watermark the groups were counted at.
    return { projects, groups: counted.value, key, watermark: counted.watermark };
  });
}

export async function getCondorcet(
  deps: ResultsDeps,
  auth: AuthContext,
  id: number,
): Promise<TPbCondorcetRow[]> {
  const { projects, groups, key, watermark } = await countedBallots(deps, auth, id);
  const counted = await keptOrCounted(deps.db, `condorcet:${key}`, watermark, () =>
    Promise.resolve(pbCondorcet(projects, groups)),
  );
  return counted.value;
}

export async function getPbHappy(
  deps: ResultsDeps,
  auth: AuthContext,
  id: number,
  winners: readonly number[],
): Promise<TPbHappy> {
  const { groups } = await countedBallots(deps, auth, id);
  return pbHappy(groups, winners);
}
