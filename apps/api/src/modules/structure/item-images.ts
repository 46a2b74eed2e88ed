import {
  ITEM_IMAGE_FIELD,
  ITEM_IMAGE_MESSAGES as M,
  STRUCTURE_MESSAGES,
  type TImageUrlSave,
} from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { detectImageType } from '../../lib/image-type.ts';
import type { StoredFile } from '../../storage/file-storage.ts';
import type { AuthContext } from '../auth/session.ts';
import { refusal, scopeOf, type BudgetScope } from '../budgets/index.ts';
import { releaseImageFiles } from './image-files.ts';
import { findBudgetItem, swapItemImage } from './item-repo.ts';
import type { SubcategoryChanges } from './repo.ts';
import { requireEditableBudget, subcategoryView, type StructureDeps } from './service.ts';

type ImageColumns = Pick<SubcategoryChanges, 'image_url' | 'image_path' | 'image_alt' | 'image_credit'>;

/** An item of the editable simulation (any list), else 404 / 422 like the other structure calls. */
async function requireItem(deps: StructureDeps, auth: AuthContext, budgetId: number, itemId: number) {
  await requireEditableBudget(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  if (!(await findBudgetItem(deps.db, scope, itemId)))
    throw new AppError(404, STRUCTURE_MESSAGES.subcategoryNotFound);
  return scope;
}

/** Writes the image columns, then releases the uploaded file they pointed at before. */
async function replaceImage(
  deps: StructureDeps,
  scope: BudgetScope,
  itemId: number,
  columns: ImageColumns,
  added?: StoredFile,
) {
  let swapped: Awaited<ReturnType<typeof swapItemImage>>;
  try {
    swapped = await swapItemImage(deps.db, scope, itemId, columns);
  } catch (error) {
    if (added) await releaseImageFiles(deps, [added.key]);
    throw error;
  }
  if (!swapped) {
    if (added) await releaseImageFiles(deps, [added.key]);
    throw new AppError(404, STRUCTURE_MESSAGES.subcategoryNotFound);
  }
  if (swapped.previous !== columns.image_path) await releaseImageFiles(deps, [swapped.previous]);
  return subcategoryView(deps, scope, swapped.row);
}

/**
 * Stores a PNG, JPEG or GIF (judged by its content) as the item's image, replacing the previous one.
 * Alt text and credit stay as they are (the dialog edits them).
 */
export async function uploadItemImage(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  itemId: number,
  data: Uint8Array,
) {
  const scope = await requireItem(deps, auth, budgetId, itemId);
  const extension = detectImageType(data);
  if (!extension) throw refusal(422, ITEM_IMAGE_FIELD, M.typeInvalid);
  const file = await deps.storage.save(String(auth.clientId), extension, data);
  const view = await replaceImage(deps, scope, itemId, { image_url: file.url, image_path: file.key }, file);
  return { url: file.url, view };
}

/** An image kept where it is (a stock photo): its URL, alt text and credit replace the previous image. */
export async function setItemImageUrl(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  itemId: number,
  input: TImageUrlSave,
) {
  const scope = await requireItem(deps, auth, budgetId, itemId);
  return replaceImage(deps, scope, itemId, {
    image_url: input.image_url,
    image_path: null,
    image_alt: input.alt ?? null,
    image_credit: input.credit ?? null,
  });
}

/** Removes the image with its alt text and credit (and the uploaded file, unless a copy still shows it). */
export async function deleteItemImage(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  itemId: number,
) {
  const scope = await requireItem(deps, auth, budgetId, itemId);
  return replaceImage(deps, scope, itemId, {
    image_url: null,
    image_path: null,
    image_alt: null,
    image_credit: null,
  });
}
