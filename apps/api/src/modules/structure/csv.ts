import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyRequest } from 'fastify';
import { allQueries } from '@commonpurse/db';
import {
  categoriesFromCsv,
  csvOfCategories,
  CSV_MESSAGES,
  STRUCTURE_CSV_MAX_MEGABYTES,
  STRUCTURE_CSV_MAX_ROWS,
  type TCsvCategory,
} from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { partBytes, uploadedPart } from '../../http/upload.ts';
import { parseCsvRecords } from '../../lib/csv-records.ts';
import type { AuthContext } from '../auth/session.ts';
import { scopeOf } from '../budgets/index.ts';
import { releaseImageFiles } from './image-files.ts';
import { replaceCategoryList } from './import-repo.ts';
import * as repo from './repo.ts';
import { requireScenarioCapability } from './scenario.ts';
import {
  categoryViewOf,
  CATEGORY_LISTS,
  refuseDedicatedLinks,
  requireEditableBudget,
  requireParent,
  type StructureDeps,
  type TCategoryList,
} from './service.ts';

/** The upload fields the console uses (csv_file; file is also accepted). */
const UPLOAD_FIELDS = ['csv_file', 'file'];
const IMPORT_MAX_BYTES = STRUCTURE_CSV_MAX_MEGABYTES * 1024 * 1024;
const FIELD = 'csv_file';

const invalid = (...messages: string[]) => AppError.invalid({ [FIELD]: messages });

/** The uploaded .csv file's bytes (field csv_file or file), else 422 errors.csv_file. */
export async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  const part = await uploadedPart(request, IMPORT_MAX_BYTES);
  if (!part || !UPLOAD_FIELDS.includes(part.fieldname) || !part.filename.toLowerCase().endsWith('.csv')) {
    part?.file.resume();
    throw invalid(CSV_MESSAGES.notCsv);
  }
  return partBytes(part, () => invalid(CSV_MESSAGES.tooLarge));
}

/**
 * The file's categories, read without holding the event loop (a 10 MB file is parsed in chunks) and
 * only up to the row limit, past which the file is refused unread.
 */
async function parseCsv(bytes: Buffer): Promise<TCsvCategory[]> {
  let parsed: Awaited<ReturnType<typeof parseCsvRecords>>;
  try {
    parsed = await parseCsvRecords(bytes, STRUCTURE_CSV_MAX_ROWS + 1);
  } catch (error) {
    const line = error instanceof Error && 'lines' in error ? Number(error.lines) : null;
    throw invalid(CSV_MESSAGES.unreadable(line));
  }
  if (!parsed.ok) throw invalid(CSV_MESSAGES.tooManyRows);
  const result = categoriesFromCsv(parsed.records);
  if (!result.ok) throw invalid(...result.errors);
  return result.categories;
}

const hasYesNoItems = (categories: TCsvCategory[]) =>
  categories.some((category) => category.subcategories.some((item) => item.yes_no));

/**
 * Replaces the list's categories (and their subcategories) with the file's, in one transaction: a bad
 * file, or a list with an item a dedicated-funds question links to, changes nothing. A `yes_no: yes`
 * row's item gets a yes/no scenario question (which needs the client's scenario capability). The old
 * items' uploaded images are released once the change is committed. The file is read after the guards,
 * so a refused caller gets the guard's answer whatever it sent.
 */
export async function importCategories(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
  readFile: () => Promise<Buffer>,
) {
  await requireEditableBudget(deps, auth, budgetId);
  const categories = await parseCsv(await readFile());
  if (hasYesNoItems(categories)) await requireScenarioCapability(deps.db, auth.clientId, false);
  const type = CATEGORY_LISTS[list];
  let released: (string | null)[] = [];
  const scope = scopeOf(auth.clientId, budgetId);
  const replaced = await deps.db.transaction(async (tx) => {
    const existing = (await repo.listCategoryIds(tx, scope, type)).map((row) => row.id);
    const items = await repo.listSubcategories(tx, scope, existing);
    await refuseDedicatedLinks(
      tx,
      scope,
      items.map((item) => item.id),
    );
    released = items.map((item) => item.image_path);
    return replaceCategoryList(tx, scope, type, categories);
  });
  await releaseImageFiles(deps, released);
  const itemsOf = new Map<number, repo.SubcategoryRow[]>();
  for (const item of replaced.subcategories) {
    const items = itemsOf.get(item.budget_category_id);
    if (items) items.push(item);
    else itemsOf.set(item.budget_category_id, [item]);
  }
  return replaced.categories.map((category) =>
    categoryViewOf(deps.parent, category, itemsOf.get(category.id) ?? []),
  );
}

/** The list as the categories CSV (docs/api.md "Budget structure"), named `{slug or parent-id}-{list}.csv`. */
export async function exportCategories(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
): Promise<{ filename: string; body: Readable }> {
  const { budget } = await requireParent(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  const ids = (await repo.listCategoryIds(deps.db, scope, CATEGORY_LISTS[list])).map((row) => row.id);
  const [names, items] = await allQueries(deps.db, [
    () => repo.listCategoryNames(deps.db, scope, ids),
    () => repo.listSubcategories(deps.db, scope, ids),
  ]);
  const categories = ids.map((id) => ({
    name: names.get(id) ?? '',
    subcategories: items
      .filter((item) => item.budget_category_id === id)
      .map((item) => ({ name: item.name, amount: item.amount, details: item.details })),
  }));
  const filename = `${budget.slug ?? `${deps.parent}-${budget.id}`}-${list}.csv`;
  return { filename, body: Readable.from(csvOfCategories(categories)).pipe(stringify()) };
}
