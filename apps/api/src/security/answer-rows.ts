import { eq } from 'drizzle-orm';
import { budgetCategories, budgets, budgetSubcategories, type Db } from '@commonpurse/db';

/**
 * Which client's rows an answer holds. Ids are read by where they sit in the answer ("data[].id"), so
 * an id is only ever compared with rows of its own table; an id somewhere this map does not know fails
 * the check, so a new field of the answer cannot go unchecked.
 */
export type RowKind = 'budgets' | 'categories' | 'items';

export const ROW_KIND_OF_ID_PATH: Record<string, RowKind> = {
  'data[].id': 'budgets',
  'data[].categories[].id': 'categories',
  'data[].categories[].items[].id': 'items',
};

/** A client's budgets, categories and items, by id. */
export async function rowIdsOf(db: Db, clientId: number): Promise<Record<RowKind, Set<number>>> {
  const rows = await db
    .select({ budget: budgets.id, category: budgetCategories.id, item: budgetSubcategories.id })
    .from(budgets)
    .leftJoin(budgetCategories, eq(budgetCategories.budget_id, budgets.id))
    .leftJoin(budgetSubcategories, eq(budgetSubcategories.budget_category_id, budgetCategories.id))
    .where(eq(budgets.client_id, clientId));
  const ids = (values: (number | null)[]) => new Set(values.filter((id): id is number => id !== null));
  return {
    budgets: ids(rows.map((row) => row.budget)),
    categories: ids(rows.map((row) => row.category)),
    items: ids(rows.map((row) => row.item)),
  };
}

/** Every `id` and `*_id` of a JSON answer with where it sits ("data[].categories[].id"). */
export function idsInAnswer(value: unknown, path = ''): { path: string; id: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((element) => idsInAnswer(element, `${path}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const at = path ? `${path}.${key}` : key;
    const own = key === 'id' || key.endsWith('_id') ? [{ path: at, id: inner }] : [];
    return [...own, ...idsInAnswer(inner, at)];
  });
}

/** The ids of an answer that are the given client's rows (or sit where no row kind is known). */
export function rowsOfClientIn(answer: unknown, rows: Record<RowKind, Set<number>>): string[] {
  return idsInAnswer(answer).flatMap(({ path, id }) => {
    const kind = ROW_KIND_OF_ID_PATH[path];
    if (!kind) return [`${path}: an id the check does not know; add it to ROW_KIND_OF_ID_PATH`];
    return rows[kind].has(Number(id)) ? [`${path} = ${String(id)}`] : [];
  });
}
