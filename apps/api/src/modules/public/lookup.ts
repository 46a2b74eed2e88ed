import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { ballotResults, budgets, clients, type DbOrTx } from '@commonpurse/db';
import type { TPublicBallotResults } from '@commonpurse/domain/public';
import { notReceipt } from '../budgets/index.ts';

export type PublicBudgetRow = typeof budgets.$inferSelect;
export type PublicClientRow = typeof clients.$inferSelect;

/** What the public site needs of app.previewTokens (modules/simulations' PreviewTokens). */
export interface PreviewVerifier {
  verifyPreviewToken(id: number, token: string): Promise<boolean>;
}

export interface PublicSite {
  budget: PublicBudgetRow;
  client: PublicClientRow;
  /** Opened with a valid preview token: shown to staff, never recorded. */
  preview: boolean;
  /** An Inactive prioritization's published results: the page shows them instead of the ballot. */
  results: TPublicBallotResults | null;
}

export const bySubdomain = (subdomain: string) => sql`lower(${clients.subdomain}) = lower(${subdomain})`;
export const bySlug = (slug: string) => sql`lower(${budgets.slug}) = lower(${slug})`;

/** An Inactive prioritization whose results are published (decision 0313). */
const showsResults = sql<boolean>`${budgets.status} = 'inactive' and ${budgets.is_pb} and ${ballotResults.budget_id} is not null`;

/**
 * The simulation residents may open at {subdomain}/{slug}: Active; an Inactive prioritization with
 * published results (its results page); or any status but Archived with the valid preview token of a
 * New one (the console's preview link). Anything else is null (a 404 that never says whether the slug
 * exists). A taxpayer receipt is never a simulation (its page is receipt-lookup's).
 */
export async function findPublicSite(
  db: DbOrTx,
  previewTokens: PreviewVerifier,
  subdomain: string,
  slug: string,
  previewToken?: string | null,
): Promise<PublicSite | null> {
  const [row] = await db
    .select({ budget: budgets, client: clients, results: ballotResults.results, published: showsResults })
    .from(budgets)
    .innerJoin(clients, eq(clients.id, budgets.client_id))
    .leftJoin(ballotResults, eq(ballotResults.budget_id, budgets.id))
    .where(and(bySubdomain(subdomain), bySlug(slug), notReceipt))
    .limit(1);
  if (!row) return null;
  const site = { budget: row.budget, client: row.client, preview: false, results: null };
  if (row.budget.status === 'active') return site;
  if (row.published) return { ...site, results: row.results as TPublicBallotResults };
  if (row.budget.status === 'new' && previewToken) {
    if (await previewTokens.verifyPreviewToken(row.budget.id, previewToken))
      return { ...site, preview: true };
  }
  return null;
}

/**
 * The base URL of a client's site forwards here: its most recently activated Active simulation, or
 * when none is Active, its most recently activated prioritization showing published results (never a
 * receipt: a site's address is its simulations').
 */
export async function latestActiveSlug(db: DbOrTx, subdomain: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: budgets.slug })
    .from(budgets)
    .innerJoin(clients, eq(clients.id, budgets.client_id))
    .leftJoin(ballotResults, eq(ballotResults.budget_id, budgets.id))
    .where(
      and(
        bySubdomain(subdomain),
        or(eq(budgets.status, 'active'), showsResults),
        isNotNull(budgets.slug),
        notReceipt,
      ),
    )
    .orderBy(desc(eq(budgets.status, 'active')), desc(budgets.activated_at), desc(budgets.id))
    .limit(1);
  return row?.slug ?? null;
}

/** An Active simulation by id, for the public writes (a preview never reaches them). */
export async function findActiveBudget(db: DbOrTx, id: number): Promise<PublicSite | null> {
  const [row] = await db
    .select({ budget: budgets, client: clients })
    .from(budgets)
    .innerJoin(clients, eq(clients.id, budgets.client_id))
    .where(and(eq(budgets.id, id), eq(budgets.status, 'active'), notReceipt))
    .limit(1);
  return row ? { ...row, preview: false, results: null } : null;
}
