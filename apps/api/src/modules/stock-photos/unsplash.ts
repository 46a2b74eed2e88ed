import { z } from 'zod';
import { StockPhotoUnavailable, type StockPhotoProvider } from './provider.ts';

export interface UnsplashOptions {
  accessKey: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
}

/** The fields of Unsplash's GET /search/photos answer this provider reads. */
const ZUnsplashSearch = z.object({
  total_pages: z.number().int().nonnegative(),
  results: z.array(
    z.object({
      id: z.string(),
      alt_description: z.string().nullish(),
      description: z.string().nullish(),
      urls: z.object({ regular: z.string(), thumb: z.string(), small: z.string().optional() }),
      user: z.object({ name: z.string() }),
    }),
  ),
});

/** Unsplash (https://unsplash.com/documentation#search-photos) with an application's access key. */
export function createUnsplashProvider(options: UnsplashOptions): StockPhotoProvider {
  const base = options.baseUrl ?? 'https://api.unsplash.com';
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async search(query, page, perPage) {
      const url = new URL('/search/photos', base);
      url.search = new URLSearchParams({
        query,
        page: String(page),
        per_page: String(perPage),
        orientation: 'landscape',
      }).toString();
      let response: Response;
      try {
        response = await fetchFn(url, {
          headers: { authorization: `Client-ID ${options.accessKey}`, 'accept-version': 'v1' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new StockPhotoUnavailable('Unsplash did not answer', { cause: error });
      }
      if (!response.ok) throw new StockPhotoUnavailable(`Unsplash answered ${response.status}`);
      const parsed = ZUnsplashSearch.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new StockPhotoUnavailable('Unsplash answered an unexpected body');
      return {
        totalPages: parsed.data.total_pages,
        photos: parsed.data.results.map((photo) => ({
          id: photo.id,
          thumb_url: photo.urls.small ?? photo.urls.thumb,
          url: photo.urls.regular,
          alt: photo.alt_description ?? photo.description ?? '',
          credit: `Photo by ${photo.user.name} on Unsplash`,
        })),
      };
    },
  };
}
