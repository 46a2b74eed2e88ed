import type { DbOrTx } from '@commonpurse/db';
import type { BudgetScope } from '../budgets/index.ts';
import * as children from './children-repo.ts';
import type { TViewInclude } from './schemas.ts';
import { serializeRow } from '../../lib/serialize-row.ts';
import type { ViewChildren } from './views.ts';

type CategoryList = 'revenue' | 'expenses';
const CATEGORY_TYPE = { revenue: 'revenue', expenses: 'expense' } as const;

/** A nested include brings its parents: `revenue.subcategories` also includes `revenue`. */
function expand(includes: readonly TViewInclude[]): Set<string> {
  const all = new Set<string>();
  for (const include of includes) {
    const parts = include.split('.');
    for (let i = 1; i <= parts.length; i += 1) all.add(parts.slice(0, i).join('.'));
  }
  return all;
}

function groupBy<T>(rows: T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A category list with its subcategories (always), and their impact multipliers when asked. */
async function categoryList(db: DbOrTx, scope: BudgetScope, list: CategoryList, withImpacts: boolean) {
  const categories = await children.listCategories(db, scope, CATEGORY_TYPE[list]);
  const subcategories = await children.listSubcategories(
    db,
    categories.map((c) => c.id),
  );
  const links = withImpacts
    ? await children.listImpactLinks(
        db,
        subcategories.map((s) => s.id),
      )
    : [];
  const linksBySubcategory = groupBy(links, (link) => link.budget_subcategory_id);
  const subcategoriesByCategory = groupBy(subcategories, (s) => s.budget_category_id);
  // image_path is the storage key of an uploaded image: the server's business, like header_image_path.
  const subcategoryView = ({ image_path: _path, ...row }: children.SubcategoryRow) => ({
    ...serializeRow(row),
    ...(withImpacts ? { impact_subcategories: linksBySubcategory.get(row.id) ?? [] } : {}),
  });
  return categories.map((category) => ({
    ...serializeRow(category),
    type: CATEGORY_TYPE[list],
    subcategories: (subcategoriesByCategory.get(category.id) ?? []).map(subcategoryView),
  }));
}

/** The children named in include=, each in display order. */
export async function loadChildren(
  db: DbOrTx,
  scope: BudgetScope,
  includes: readonly TViewInclude[],
): Promise<ViewChildren> {
  const wanted = expand(includes);
  const result: ViewChildren = {};
  for (const list of ['revenue', 'expenses'] as const) {
    if (wanted.has(list)) {
      const withImpacts = wanted.has(`${list}.subcategories.impactSubcategories`);
      result[list] = await categoryList(db, scope, list, withImpacts);
    }
  }
  if (wanted.has('strings')) {
    const rows = await children.listStrings(db, scope);
    result.strings = rows.map(({ id, token, content }) => ({ id, token, content }));
  }
  if (wanted.has('demographics'))
    result.demographics = (await children.listQuestions(db, scope)).map(serializeRow);
  if (wanted.has('impacts')) result.impacts = (await children.listImpacts(db, scope)).map(serializeRow);
  return result;
}
