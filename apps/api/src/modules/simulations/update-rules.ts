import {
  normalizeMapColor,
  normalizeMapHeight,
  normalizeMapZoom,
  SIMULATION_MESSAGES as M,
  SLUG_MESSAGES,
  type TSimulationUpdate,
} from '@commonpurse/domain';
import type { DbOrTx } from '@commonpurse/db';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { isSlugTaken, refusal } from '../budgets/index.ts';
import * as repo from './repo.ts';
import { modeRefusal } from './rules.ts';

export type FieldUpdate = Omit<TSimulationUpdate, 'configuration_json' | 'subcategory_links'>;

/** Fields residents' browsers render as HTML: sanitized on the way in. */
const RICH_TEXT_FIELDS = [
  'custom_header_html',
  'expense_disclaimer',
  'revenue_disclaimer',
  'general_disclaimer',
  'entry_screen_introduction_text',
  'entry_screen_closing_text',
  'exit_screen_closing_text',
] as const;

const present = (value: string | null) => value !== null && value.trim() !== '';

/**
 * Refuses what the client may not change, then returns the columns to write. A rule applies only to
 * a value that changes, so the console's whole-simulation PATCH never trips over a stored value.
 */
export async function checkedChanges(
  db: DbOrTx,
  client: repo.ClientRow,
  budget: repo.BudgetRow,
  fields: FieldUpdate,
): Promise<repo.BudgetChanges> {
  const changes: repo.BudgetChanges = { ...fields };
  if (fields.slug !== undefined && fields.slug !== budget.slug) {
    if (client.is_trial) throw refusal(403, 'slug', M.trialCannotSetUrl);
    if (budget.activated_at !== null) throw refusal(422, 'slug', M.slugLocked);
    if (fields.slug !== null && (await isSlugTaken(db, client.id, fields.slug, budget.id)))
      throw refusal(422, 'slug', SLUG_MESSAGES.taken);
  }
  const redirect = fields.submission_redirect_url;
  if (redirect && redirect !== budget.submission_redirect_url && !client.survey_redirects)
    throw refusal(403, 'submission_redirect_url', M.surveyRedirectsDisabled);
  if (fields.use_meta_pixel && !budget.use_meta_pixel && !present(client.meta_pixel_id))
    throw refusal(422, 'use_meta_pixel', M.metaPixelUnavailable);
  if (fields.use_google_translate && !budget.use_google_translate && !present(client.google_translate_id))
    throw refusal(422, 'use_google_translate', M.googleTranslateUnavailable);
  if (fields.mode !== undefined && fields.mode !== budget.mode) {
    const refused = modeRefusal(client, budget.is_pb, fields.mode);
    if (refused) throw refused;
  }
  // Voters are told apart by the verification: switching it mid-vote would let one resident vote twice.
  const verification = fields.ballot_verification;
  if (verification !== undefined && verification !== budget.ballot_verification) {
    if (await repo.hasOnlineBallots(db, budget.id))
      throw refusal(422, 'ballot_verification', M.verificationLocked);
  }
  if (fields.map_height !== undefined) changes.map_height = normalizeMapHeight(fields.map_height);
  // Map defaults are saved as values: zoom 13, colour #E57339 (spec 1 section 9).
  if (fields.map_zoom_level !== undefined) changes.map_zoom_level = normalizeMapZoom(fields.map_zoom_level);
  if (fields.map_shape_color !== undefined)
    changes.map_shape_color = normalizeMapColor(fields.map_shape_color);
  // Drop-a-Pin's Required option only applies while Drop-a-Pin is on.
  if (!(fields.is_location_enabled ?? budget.is_location_enabled)) changes.is_location_required = false;
  for (const field of RICH_TEXT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string') changes[field] = sanitizeRichText(value);
  }
  return changes;
}
