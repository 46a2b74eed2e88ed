import { RICH_TEXT_LIMITS, RICH_TEXT_MESSAGES } from '@commonpurse/domain';

/** Raster types only: the server drops other data images (an SVG document can carry script). */
export const RASTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type TImageRead = { ok: true; src: string } | { ok: false; message: string };

/** Characters of the data URL of `bytes` bytes (base64 plus a generous allowance for the header). */
const dataUrlLength = (bytes: number, type: string) =>
  Math.ceil(bytes / 3) * 4 + `data:${type};base64,`.length;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * A picked file as the data URL the editor embeds, or why it cannot be: not an image, or a data URL
 * over the limit (checked from the size first, so a huge file is never read).
 */
export async function readImageFile(file: File): Promise<TImageRead> {
  if (!(RASTER_IMAGE_TYPES as readonly string[]).includes(file.type))
    return { ok: false, message: RICH_TEXT_MESSAGES.notAnImage };
  const tooLarge = { ok: false, message: RICH_TEXT_MESSAGES.imageTooLarge } as const;
  if (dataUrlLength(file.size, file.type) > RICH_TEXT_LIMITS.imageDataUrlMaxChars) return tooLarge;
  const src = await readAsDataUrl(file);
  if (!RASTER_IMAGE_TYPES.some((type) => src.startsWith(`data:${type};`)))
    return { ok: false, message: RICH_TEXT_MESSAGES.notAnImage };
  return src.length > RICH_TEXT_LIMITS.imageDataUrlMaxChars ? tooLarge : { ok: true, src };
}
