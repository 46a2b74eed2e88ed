import { asc, eq } from 'drizzle-orm';
import { standardizedSubcategories, type DbOrTx } from '@commonpurse/db';
import {
  STRUCTURE_MESSAGES as M,
  ZStandardizedSubcategory,
  type TStandardizedSubcategory,
} from '@commonpurse/domain';
import { refusal } from '../budgets/index.ts';

/** The seeded classification, expense then revenue, each by name. */
export async function listStandardizedSubcategories(
  db: DbOrTx,
  limit: number,
): Promise<TStandardizedSubcategory[]> {
  const rows = await db
    .select()
    .from(standardizedSubcategories)
    .orderBy(asc(standardizedSubcategories.type), asc(standardizedSubcategories.name))
    .limit(limit);
  return rows.map((row) => ZStandardizedSubcategory.parse(row));
}

/** A subcategory may only point at a classification that exists (else 422). */
export async function requireStandardizedSubcategory(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db
    .select({ id: standardizedSubcategories.id })
    .from(standardizedSubcategories)
    .where(eq(standardizedSubcategories.id, id));
  if (!row) throw refusal(422, 'standardized_subcategory_id', M.invalidStandardizedSubcategory);
}
