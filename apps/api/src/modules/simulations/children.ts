import type { DbOrTx } from '@commonpurse/db';
import type { BudgetScope } from '../budgets/index.ts';
import * as children from './children-repo.ts';
import type { TBoardCategoryView, TBoardSubcategoryView } from '@commonpurse/domain';
import type { TViewFields, TViewInclude } from './schemas.ts';
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

type BoardOrWholeRow = children.SubcategoryRow | TBoardSubcategoryView;
const isWholeRow = (row: BoardOrWholeRow): row is children.SubcategoryRow => 'image_path' in row;
// image_path is the storage key of an uploaded image: the server's business, like header_image_path.
const withoutStorageKey = ({ image_path: _path, ...row }: children.SubcategoryRow) => row;

/**
 * A category list with its subcategories (always), and their impact multipliers when asked; with
 * `board`, each subcategory carries only the fields the console's board draws.
 */
async function categoryList(
  db: DbOrTx,
  scope: BudgetScope,
  list: CategoryList,
  { withImpacts, board }: { withImpacts: boolean; board: boolean },
) {
  const categories = await children.listCategories(db, scope, CATEGORY_TYPE[list]);
  const categoryIds = categories.map((c) => c.id);
  const subcategories: BoardOrWholeRow[] = board
    ? await children.listBoardSubcategories(db, categoryIds)
    : await children.listSubcategories(db, categoryIds);
  const links = withImpacts
    ? await children.listImpactLinks(
        db,
        subcategories.map((s) => s.id),
      )
    : [];
  const linksBySubcategory = groupBy(links, (link) => link.budget_subcategory_id);
  const subcategoriesByCategory = groupBy(subcategories, (s) => s.budget_category_id);
  const subcategoryView = (row: BoardOrWholeRow) => ({
    ...(isWholeRow(row) ? serializeRow(withoutStorageKey(row)) : row),
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
  fields?: TViewFields,
): Promise<ViewChildren> {
  const wanted = expand(includes);
  const result: ViewChildren = {};
  for (const list of ['revenue', 'expenses'] as const) {
    if (wanted.has(list)) {
      const withImpacts = wanted.has(`${list}.subcategories.impactSubcategories`);
      const categories = await categoryList(db, scope, list, { withImpacts, board: fields === 'board' });
      // A board's items are typed as full ones here: the route's answer schema knows both shapes.
      result[list] = categories as TBoardCategoryView[] as NonNullable<ViewChildren[typeof list]>;
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
