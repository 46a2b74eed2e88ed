import { describe, expect, it } from 'vitest';
import {
  ITEM_IMAGE_LIMITS as L,
  ITEM_IMAGE_MESSAGES as M,
  ZImageUrlSave,
  ZStockPhotoQuery,
} from './images.ts';

const problems = (value: unknown) =>
  Object.fromEntries(
    (ZImageUrlSave.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('ZImageUrlSave', () => {
  it('accepts an http(s) URL with optional alt and credit', () => {
    expect(
      ZImageUrlSave.parse({ image_url: 'https://images.example/p.jpg', alt: ' A park ', credit: null }),
    ).toEqual({ image_url: 'https://images.example/p.jpg', alt: 'A park', credit: null });
    expect(ZImageUrlSave.safeParse({ image_url: 'http://images.example/p.jpg' }).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://images.example/p.jpg',
    '/uploads/1/a.png',
    '',
    `https://images.example/${'x'.repeat(L.urlMax)}`,
  ])('refuses %j', (image_url) => {
    expect(problems({ image_url })).toEqual({ image_url: M.urlInvalid });
  });

  it('limits the alt text and the credit', () => {
    expect(
      problems({
        image_url: 'https://images.example/p.jpg',
        alt: 'a'.repeat(L.altMax + 1),
        credit: 'c'.repeat(L.creditMax + 1),
      }),
    ).toEqual({ alt: M.altTooLong, credit: M.creditTooLong });
  });

  it('uses the spec strings', () => {
    expect([M.uploadFailed, M.uploaded, M.deleted, M.deleteFailed]).toEqual([
      'Error uploading image.',
      'Image uploaded.',
      'Image deleted.',
      'Error while attempting to delete the image.',
    ]);
  });
});

describe('ZStockPhotoQuery', () => {
  it('defaults to the first page and needs a query', () => {
    expect(ZStockPhotoQuery.parse({ query: ' parks ' })).toEqual({ query: 'parks', page: 1 });
    expect(ZStockPhotoQuery.safeParse({ query: '  ' }).success).toBe(false);
    expect(ZStockPhotoQuery.safeParse({ query: 'parks', page: '0' }).success).toBe(false);
    expect(ZStockPhotoQuery.parse({ query: 'parks', page: '3' }).page).toBe(3);
  });
});
