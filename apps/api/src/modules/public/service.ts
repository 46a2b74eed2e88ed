import { allQueries, type Db } from '@commonpurse/db';
import {
  classifyReferrer,
  sessionAmountProblem,
  PUBLIC_MESSAGES as M,
  type TClickBatch,
  type TProblem,
  type TPublicReceipt,
  type TPublicSimulation,
  type TReferrerClass,
  type TVisitCreate,
} from '@commonpurse/domain/public';
import { AppError, type FieldErrors } from '../../http/app-error.ts';
import { itemAverages } from '../analytics/rollups.ts';
import { scopeOf } from '../budgets/index.ts';
import { deviceTypeOf } from './device.ts';
import { countryOfIp } from './geo.ts';
import { findPublicSite, type PreviewVerifier, type PublicSite } from './lookup.ts';
import { meetingVisitorKey, writeMeetingOf } from './meeting-writes.ts';
import { findPublicReceipt } from './receipt-lookup.ts';
import { publicReceiptViewOf } from './receipt-view.ts';
import * as repo from './repo.ts';
import type { RulesCache } from './rules.ts';
import { publicViewOf } from './view.ts';
import * as writes from './writes.ts';

export interface PublicDeps {
  db: Db;
  previewTokens: PreviewVerifier;
  rules: RulesCache;
  /** The public site's host (PUBLIC_BASE_HOST): referrers from its pages are not referrals. */
  publicBaseHost: string;
  /** Tells every server process that someone joined or submitted through a meeting (decision 0481). */
  meetingActivity?: { announce(meetingId: number): Promise<void> };
}

/** Who sent a public write: the client address (trustProxy applied), user agent and the host it called. */
export interface Requester {
  ip: string;
  userAgent: string | undefined;
  hostname: string;
}

export const notAvailable = () => new AppError(404, M.notAvailable);

/** Problems as the error body's `errors`: messages by dotted field path. */
export function invalid(problems: readonly TProblem[]): AppError {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const list = (errors[problem.path.join('.')] ??= []);
    if (!list.includes(problem.message)) list.push(problem.message);
  }
  return AppError.invalid(errors);
}

export interface OpenTarget {
  target: repo.WriteTarget;
  preview: boolean;
}

/**
 * The simulation a write is for: Active, or New with its valid preview token (then nothing is stored).
 * Anything else is 404, never saying whether the simulation exists. A taxpayer receipt is a target only
 * of the writes that say so (its visits): a click, submission or ballot for it is a 404 like any other.
 */
export async function openTarget(
  deps: PublicDeps,
  budgetId: number,
  previewToken: string | undefined,
  visitId: number | null,
  accepts: { receipt: boolean } = { receipt: false },
): Promise<OpenTarget> {
  const found = await repo.findWriteTarget(deps.db, budgetId, visitId);
  const target = found?.is_receipt && !accepts.receipt ? null : found;
  if (target?.status === 'active') return { target, preview: false };
  if (
    target?.status === 'new' &&
    previewToken &&
    (await deps.previewTokens.verifyPreviewToken(target.id, previewToken))
  )
    return { target, preview: true };
  throw notAvailable();
}

/** A visit named by a write is one of the simulation's; a preview's visit is always 0. */
export const visitProblem = (open: OpenTarget, visitId: number): TProblem | null =>
  (open.preview ? visitId === 0 : visitId !== 0 && open.target.visit_found)
    ? null
    : { path: ['visit_id'], message: M.unknownVisit };

/** The page's data, or null when residents may not open it. */
export async function getSimulation(
  deps: PublicDeps,
  subdomain: string,
  slug: string,
  previewToken: string | undefined,
): Promise<TPublicSimulation | null> {
  const site = await findPublicSite(deps.db, deps.previewTokens, subdomain, slug, previewToken);
  return site ? simulationViewOf(deps, site) : null;
}

/** A simulation's page data (its own address, or a meeting's public view). */
export async function simulationViewOf(deps: PublicDeps, site: PublicSite): Promise<TPublicSimulation> {
  const scope = scopeOf(site.client.id, site.budget.id);
  const cap = site.client.max_submissions;
  const [categories, items, questions, impacts, multipliers, strings, mapLinks, submitted] = await allQueries(
    deps.db,
    [
      () => repo.listCategories(deps.db, scope),
      () => repo.listItems(deps.db, scope),
      () => repo.listEnabledQuestions(deps.db, scope),
      () => repo.listImpacts(deps.db, scope),
      () => repo.listMultipliers(deps.db, scope),
      () => repo.listStrings(deps.db, scope),
      () => repo.listMapLinks(deps.db, scope),
      () => (cap === null ? 0 : repo.countSubmissions(deps.db, site.budget.id)),
    ],
  );
  const view = publicViewOf({
    site,
    categories,
    items,
    questions,
    impacts,
    multipliers,
    strings,
    mapLinks,
    submissionsAvailable: cap === null || submitted < cap,
  });
  if (!site.budget.show_submission_averages || site.budget.is_pb) return view;
  const averages = await itemAverages(deps.db, site.budget.id);
  return {
    ...view,
    submission_averages: [...averages].map(([subcategory_id, average]) => ({ subcategory_id, average })),
  };
}

/** A taxpayer receipt's page data, or null when residents may not open it. */
export async function getReceipt(
  deps: PublicDeps,
  subdomain: string,
  slug: string,
  previewToken: string | undefined,
): Promise<TPublicReceipt | null> {
  const site = await findPublicReceipt(deps.db, deps.previewTokens, subdomain, slug, previewToken);
  if (!site) return null;
  const scope = scopeOf(site.client.id, site.budget.id);
  const [categories, items] = await allQueries(deps.db, [
    () => repo.listCategories(deps.db, scope),
    () => repo.listItems(deps.db, scope),
  ]);
  return publicReceiptViewOf(site, categories, items);
}

const hostOnly = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/** Records a visit of a simulation or a receipt (a preview answers visit 0 and stores nothing). */
export async function createVisit(
  deps: PublicDeps,
  budgetId: number,
  previewToken: string | undefined,
  body: TVisitCreate,
  requester: Requester,
  /** The browser's cookie (meeting visits only: who joined, decision 0531). */
  browser: string | null = null,
): Promise<number> {
  const open = await openTarget(deps, budgetId, previewToken, null, { receipt: true });
  const { target, preview } = open;
  const { meeting, problem } = await writeMeetingOf(deps, open, body.meeting_id);
  if (problem) throw invalid([problem]);
  if (preview) return 0;
  const source = classifyReferrer(body.referrer, [
    hostOnly(deps.publicBaseHost),
    hostOnly(requester.hostname),
  ]);
  const id = await writes.insertVisit(deps.db, {
    ...visitRowOf(target, source, requester.userAgent, body.returning ?? false, {
      ip: requester.ip,
      country: await countryOfIp(requester.ip),
    }),
    meeting_id: meeting?.id ?? null,
    visitor_key: meeting && browser ? meetingVisitorKey(meeting.id, browser) : null,
  });
  if (meeting) await deps.meetingActivity?.announce(meeting.id);
  return id;
}

/** A visit as stored (the public endpoint and demo activity alike). */
export function visitRowOf(
  target: Pick<repo.WriteTarget, 'id' | 'suppress_ips'>,
  source: TReferrerClass,
  userAgent: string | undefined,
  returning: boolean,
  from: { ip: string | null; country: string | null },
): writes.VisitInsert {
  return {
    budget_id: target.id,
    device_type: deviceTypeOf(userAgent),
    referrer: source.host,
    referrer_source: source.source,
    social_network: source.social_network,
    is_returning: returning,
    country: from.country,
    ip: target.suppress_ips ? null : from.ip,
  };
}

/** Adds a batch of clicks and amounts to a visit; every id must be the simulation's (else 422). */
export async function recordClicks(
  deps: PublicDeps,
  budgetId: number,
  previewToken: string | undefined,
  batch: TClickBatch,
): Promise<void> {
  const open = await openTarget(deps, budgetId, previewToken, batch.visit_id);
  const problems: TProblem[] = [];
  const visit = visitProblem(open, batch.visit_id);
  if (visit) problems.push(visit);
  const structure = await deps.rules.structure(deps.db, open.target);
  const items = new Map(structure.items.map((item) => [item.id, item]));

  const merged = new Map<string, writes.ClickRow>();
  batch.clicks.forEach((click, index) => {
    const at = (field: string) => ['clicks', index, field];
    const item = click.subcategory_id === null ? null : items.get(click.subcategory_id);
    // Only Reset All is about no item.
    if (item === undefined || (item === null && click.kind !== 'reset'))
      return problems.push({ path: at('subcategory_id'), message: M.unknownItem });
    let option = '';
    if (click.kind === 'option') {
      const found = item?.question?.options.find(
        (o) => click.option_id !== undefined && String(o.id) === String(click.option_id),
      );
      if (!found) return problems.push({ path: at('option_id'), message: M.unknownOption });
      option = String(found.id);
    }
    const row = { item: item?.id ?? null, kind: click.kind, option, count: click.count };
    const key = `${row.item}:${row.kind}:${row.option}`;
    const earlier = merged.get(key);
    merged.set(key, earlier ? { ...earlier, count: earlier.count + row.count } : row);
  });

  const amounts = new Map<number, number>();
  (batch.amounts ?? []).forEach((line, index) => {
    const item = items.get(line.subcategory_id);
    if (!item) return problems.push({ path: ['amounts', index, 'subcategory_id'], message: M.unknownItem });
    // Session amounts feed the analytics of residents who never submit: the page's word is not enough.
    const problem = sessionAmountProblem(structure.items, item, line.amount);
    if (problem) return problems.push({ path: ['amounts', index, 'amount'], message: problem });
    amounts.set(line.subcategory_id, Math.round(line.amount * 100) / 100);
  });

  if (problems.length > 0) throw invalid(problems);
  if (open.preview) return;
  await writes.recordClicks(
    deps.db,
    open.target.id,
    batch.visit_id,
    [...merged.values()],
    [...amounts].map(([item, amount]) => ({ item, amount })),
  );
}
