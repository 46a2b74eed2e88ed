import { z } from 'zod';
import { ZRowId } from '../row-ids.ts';

/**
 * The simulation's subcategory_links (spec 1 section 3 "Map"): the subcategories whose shapes the
 * simulation map draws and opens when clicked. Sent whole in PATCH admin/budgets/{id}.
 */
export const ZSubcategoryLinkInput = z.object({ target_budget_subcategory_id: ZRowId });
export const ZSubcategoryLink = ZSubcategoryLinkInput.extend({ id: z.number().int() });
export type TSubcategoryLink = z.infer<typeof ZSubcategoryLink>;

/** The targets once each, in the order first given. */
export const uniqueLinkTargets = (links: readonly { target_budget_subcategory_id: number }[]) => [
  ...new Set(links.map((link) => link.target_budget_subcategory_id)),
];
