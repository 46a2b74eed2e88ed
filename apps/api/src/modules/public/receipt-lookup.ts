import { and, eq } from 'drizzle-orm';
import { budgets, clients, taxReceipts, type DbOrTx } from '@commonpurse/db';
import {
  bySlug,
  bySubdomain,
  type PreviewVerifier,
  type PublicBudgetRow,
  type PublicClientRow,
} from './lookup.ts';

export type TaxReceiptRow = typeof taxReceipts.$inferSelect;

export interface PublicReceiptSite {
  budget: PublicBudgetRow;
  client: PublicClientRow;
  receipt: TaxReceiptRow;
  /** Opened with a valid preview token: shown to staff, never recorded. */
  preview: boolean;
}

/**
 * The taxpayer receipt residents may open at {subdomain}/{slug} (decision 0421): Active, or New with
 * its valid preview token (the console's preview link, the public address followed by /preview).
 * Anything else is null: a 404 that never says whether the slug exists.
 */
export async function findPublicReceipt(
  db: DbOrTx,
  previewTokens: PreviewVerifier,
  subdomain: string,
  slug: string,
  previewToken?: string | null,
): Promise<PublicReceiptSite | null> {
  const [row] = await db
    .select({ budget: budgets, client: clients, receipt: taxReceipts })
    .from(budgets)
    .innerJoin(clients, eq(clients.id, budgets.client_id))
    .innerJoin(taxReceipts, eq(taxReceipts.budget_id, budgets.id))
    .where(and(bySubdomain(subdomain), bySlug(slug), eq(budgets.is_receipt, true)))
    .limit(1);
  if (!row) return null;
  if (row.budget.status === 'active') return { ...row, preview: false };
  if (row.budget.status === 'new' && previewToken)
    if (await previewTokens.verifyPreviewToken(row.budget.id, previewToken)) return { ...row, preview: true };
  return null;
}
