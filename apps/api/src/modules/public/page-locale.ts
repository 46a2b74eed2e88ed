import { and, eq, sql } from 'drizzle-orm';
import { budgets, clients, type DbOrTx } from '@commonpurse/db';
import type { TSimulationLocale } from '@commonpurse/domain';

/**
 * The language of the simulation at {subdomain}/{slug} whatever its status, or null when there is
 * none: the "not available" page speaks it (an unavailable page says no more than a missing one).
 */
export async function localeAtSlug(
  db: DbOrTx,
  subdomain: string,
  slug: string,
): Promise<TSimulationLocale | null> {
  const [row] = await db
    .select({ locale: budgets.locale })
    .from(budgets)
    .innerJoin(clients, eq(clients.id, budgets.client_id))
    .where(
      and(
        sql`lower(${clients.subdomain}) = lower(${subdomain})`,
        sql`lower(${budgets.slug}) = lower(${slug})`,
      ),
    )
    .limit(1);
  return row?.locale ?? null;
}
