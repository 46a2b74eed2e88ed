import {
  RECEIPT_MESSAGES as M,
  SLUG_MESSAGES,
  type TReceiptUpdate,
  type TReceiptView,
} from '@commonpurse/domain';
import type { DbOrTx } from '@commonpurse/db';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { AuthContext } from '../auth/session.ts';
import {
  isSlugTaken,
  refusal,
  requireCapability,
  requireEditableReceipt,
  scopeOf,
  type BudgetRow,
  type TCapabilityFlags,
} from '../budgets/index.ts';
import { requireReceiptClient, requireReceiptsEnabled } from './access.ts';
import { loadReceiptView, type ReceiptDeps } from './loader.ts';
import * as repo from './repo.ts';

export type ReceiptFieldUpdate = Omit<TReceiptUpdate, 'status'>;

/** The receipt's columns in budgets; the others live in tax_receipts (decision 0398). */
const BUDGET_FIELDS = [
  'name',
  'slug',
  'locale',
  'description',
  'custom_header_html',
  'is_polco_feed_promoted',
  'use_meta_pixel',
  'use_google_translate',
] as const satisfies readonly (keyof ReceiptFieldUpdate & keyof BudgetRow)[];

/** Fields residents' browsers render as HTML: sanitized on the way in, like the simulations' rich text. */
const RICH_TEXT_FIELDS = ['custom_header_html', 'custom_pre_footer_html', 'about'] as const;

const present = (value: string | null) => value !== null && value.trim() !== '';

interface RuleContext {
  client: repo.ReceiptClient;
  capabilities: TCapabilityFlags;
  budget: BudgetRow;
}

/**
 * Refuses what the client may not change. A rule applies only to a value that changes, so the
 * console's whole-receipt PATCH never trips over a stored value.
 */
async function refuseForbiddenChanges(db: DbOrTx, context: RuleContext, fields: ReceiptFieldUpdate) {
  const { client, capabilities, budget } = context;
  if (fields.slug !== undefined && fields.slug !== budget.slug) {
    if (client.is_trial) throw refusal(403, 'slug', M.trialCannotSetUrl);
    // Like a simulation's: residents may have the address once it has been public (decision 0401).
    if (budget.activated_at !== null) throw refusal(422, 'slug', M.slugLocked);
    if (fields.slug !== null && (await isSlugTaken(db, client.id, fields.slug, budget.id)))
      throw refusal(422, 'slug', SLUG_MESSAGES.taken);
  }
  if (fields.use_meta_pixel && !budget.use_meta_pixel && !present(client.meta_pixel_id))
    throw refusal(422, 'use_meta_pixel', M.metaPixelUnavailable);
  if (fields.use_google_translate && !budget.use_google_translate && !present(client.google_translate_id))
    throw refusal(422, 'use_google_translate', M.googleTranslateUnavailable);
  if (fields.is_polco_feed_promoted && !budget.is_polco_feed_promoted)
    requireCapability(
      capabilities,
      'polco_feed_promotion',
      'is_polco_feed_promoted',
      M.feedPromotionDisabled,
    );
}

/** The checked fields split between the two tables, rich text sanitized. */
function splitChanges(fields: ReceiptFieldUpdate) {
  const sanitized: ReceiptFieldUpdate = { ...fields };
  for (const field of RICH_TEXT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string') sanitized[field] = sanitizeRichText(value);
  }
  const budgetChanges: repo.ReceiptBudgetChanges = {};
  const taxChanges: repo.TaxReceiptChanges = {};
  for (const [key, value] of Object.entries(sanitized)) {
    if (value === undefined) continue;
    if ((BUDGET_FIELDS as readonly string[]).includes(key)) Object.assign(budgetChanges, { [key]: value });
    else Object.assign(taxChanges, { [key]: value });
  }
  return { budgetChanges, taxChanges };
}

/** PATCH with fields: only while editable (not Archived), both tables in one transaction. */
export async function updateReceipt(
  deps: ReceiptDeps,
  auth: AuthContext,
  id: number,
  fields: ReceiptFieldUpdate,
): Promise<TReceiptView> {
  const capabilities = await requireReceiptsEnabled(deps.db, auth.clientId);
  const budget = await requireEditableReceipt(deps, auth, id);
  const client = await requireReceiptClient(deps.db, auth.clientId);
  await refuseForbiddenChanges(deps.db, { client, capabilities, budget }, fields);
  const { budgetChanges, taxChanges } = splitChanges(fields);
  try {
    await deps.db.transaction((tx) =>
      repo.updateReceipt(tx, scopeOf(auth.clientId, id), budgetChanges, taxChanges),
    );
  } catch (error) {
    // Two receipts (or a receipt and a simulation) claiming the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw refusal(422, 'slug', SLUG_MESSAGES.taken);
    throw error;
  }
  return loadReceiptView(deps, auth.clientId, id);
}
