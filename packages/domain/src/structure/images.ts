import { z } from 'zod';
import { IMAGE_EXTENSIONS, SIMULATION_LIMITS } from '../simulations/constants.ts';
import { SIMULATION_MESSAGES } from '../simulations/messages.ts';

/** An item's image (spec 1 "Item (subcategory) edit dialog", section 5 "Image upload"). */
export const ITEM_IMAGE_LIMITS = {
  extensions: IMAGE_EXTENSIONS,
  maxBytes: SIMULATION_LIMITS.headerImageMaxBytes,
  urlMax: 2048,
  altMax: 255,
  creditMax: 255,
} as const;

/** The upload's multipart field. */
export const ITEM_IMAGE_FIELD = 'image';

/** The item dialog's image strings (spec 1 section 8; shared with the header image). */
export const ITEM_IMAGE_MESSAGES = {
  uploadFailed: SIMULATION_MESSAGES.imageUploadFailed,
  uploaded: SIMULATION_MESSAGES.imageUploaded,
  deleted: SIMULATION_MESSAGES.imageDeleted,
  deleteFailed: SIMULATION_MESSAGES.imageDeleteFailed,
  typeInvalid: SIMULATION_MESSAGES.imageTypeInvalid,
  tooLarge: SIMULATION_MESSAGES.imageTooLarge,
  deleteConfirm: 'Are you sure you want to permanently delete the image?',
  deleteConfirmButton: 'Yes, Delete it',
  // Not in the spec: refusals of POST .../image-url.
  urlInvalid: 'The image URL must be an http or https address.',
  altTooLong: `The alt text must be at most ${ITEM_IMAGE_LIMITS.altMax} characters.`,
  creditTooLong: `The credit must be at most ${ITEM_IMAGE_LIMITS.creditMax} characters.`,
} as const;

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, { error: message }).nullish();

/** POST .../image-url: an image kept where it is (a stock photo), with its alt text and credit. */
export const ZImageUrlSave = z.object({
  image_url: z
    .url({ protocol: /^https?$/, error: ITEM_IMAGE_MESSAGES.urlInvalid })
    .max(ITEM_IMAGE_LIMITS.urlMax, { error: ITEM_IMAGE_MESSAGES.urlInvalid }),
  alt: optionalText(ITEM_IMAGE_LIMITS.altMax, ITEM_IMAGE_MESSAGES.altTooLong),
  credit: optionalText(ITEM_IMAGE_LIMITS.creditMax, ITEM_IMAGE_MESSAGES.creditTooLong),
});
export type TImageUrlSave = z.infer<typeof ZImageUrlSave>;

/** Stock-photo search (the Image tab): landscape photos, this many a page. */
export const STOCK_PHOTO_PAGE_SIZE = 10;
export const STOCK_PHOTO_LIMITS = { queryMax: 100, pageMax: 1000 } as const;

export const STOCK_PHOTO_MESSAGES = {
  noResults: 'No results.',
  // Not in the spec.
  notConfigured: 'Stock photos are not configured.',
  searchFailed: 'The stock photo search failed. Please try again later.',
  queryRequired: 'Please enter what to search for.',
} as const;

export const ZStockPhotoQuery = z.object({
  query: z
    .string({ error: STOCK_PHOTO_MESSAGES.queryRequired })
    .trim()
    .min(1, { error: STOCK_PHOTO_MESSAGES.queryRequired })
    .max(STOCK_PHOTO_LIMITS.queryMax),
  page: z.coerce.number().int().min(1).max(STOCK_PHOTO_LIMITS.pageMax).default(1),
});
export type TStockPhotoQuery = z.infer<typeof ZStockPhotoQuery>;

export const ZStockPhoto = z.object({
  id: z.string(),
  /** A small preview for the result grid. */
  thumb_url: z.string(),
  /** What POST .../image-url stores. */
  url: z.string(),
  alt: z.string(),
  /** Plain text, e.g. 'Photo by Jane Doe on Unsplash'. */
  credit: z.string(),
});
export type TStockPhoto = z.infer<typeof ZStockPhoto>;

/** GET /v1/admin/stock-photos; `configured: false` (and no results) when no provider is set up. */
export const ZStockPhotoResults = z.object({
  data: z.array(ZStockPhoto),
  meta: z.object({
    configured: z.boolean(),
    page: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type TStockPhotoResults = z.infer<typeof ZStockPhotoResults>;
