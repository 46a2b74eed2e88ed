import { ITEM_IMAGE_LIMITS, ITEM_IMAGE_MESSAGES as M } from '@commonpurse/domain';

/** Accept list of the upload input: the extensions and their types. */
export const IMAGE_ACCEPT = [
  ...ITEM_IMAGE_LIMITS.extensions.map((ext) => `.${ext}`),
  'image/png',
  'image/jpeg',
  'image/gif',
].join(',');

/** Why a file cannot be an item's image (checked before uploading; the server checks the content). */
export function itemImageProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(ITEM_IMAGE_LIMITS.extensions as readonly string[]).includes(ext)) return M.typeInvalid;
  if (file.size > ITEM_IMAGE_LIMITS.maxBytes) return M.tooLarge;
  return null;
}
