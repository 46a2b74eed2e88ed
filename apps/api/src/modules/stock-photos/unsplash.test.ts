import { describe, expect, it } from 'vitest';
import { StockPhotoUnavailable } from './provider.ts';
import { createUnsplashProvider } from './unsplash.ts';

const PHOTO = {
  id: 'abc',
  alt_description: 'a green park',
  description: 'Park',
  urls: {
    raw: 'https://images.unsplash.com/raw',
    regular: 'https://images.unsplash.com/regular',
    small: 'https://images.unsplash.com/small',
    thumb: 'https://images.unsplash.com/thumb',
  },
  user: { name: 'Jane Doe', username: 'jane' },
};

/** A fetch that records its calls and answers `body` with `status`. */
function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({ url: String(input), headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

describe('the Unsplash provider', () => {
  it('asks for landscape photos a page at a time with the access key, and maps them', async () => {
    const { fetch, calls } = fakeFetch(200, {
      total: 42,
      total_pages: 5,
      results: [
        PHOTO,
        {
          ...PHOTO,
          id: 'def',
          alt_description: null,
          description: null,
          urls: { ...PHOTO.urls, small: undefined },
        },
      ],
    });
    const provider = createUnsplashProvider({ accessKey: 'key-1', fetch });
    const page = await provider.search('city parks & trees', 2, 10);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe('https://api.unsplash.com/search/photos');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'city parks & trees',
      page: '2',
      per_page: '10',
      orientation: 'landscape',
    });
    expect(calls[0]!.headers).toMatchObject({ authorization: 'Client-ID key-1', 'accept-version': 'v1' });
    expect(page).toEqual({
      totalPages: 5,
      photos: [
        {
          id: 'abc',
          thumb_url: 'https://images.unsplash.com/small',
          url: 'https://images.unsplash.com/regular',
          alt: 'a green park',
          credit: 'Photo by Jane Doe on Unsplash',
        },
        {
          id: 'def',
          thumb_url: 'https://images.unsplash.com/thumb',
          url: 'https://images.unsplash.com/regular',
          alt: '',
          credit: 'Photo by Jane Doe on Unsplash',
        },
      ],
    });
  });

  it('answers no photos for no hits', async () => {
    const { fetch } = fakeFetch(200, { total: 0, total_pages: 0, results: [] });
    const page = await createUnsplashProvider({ accessKey: 'k', fetch }).search('zzzz', 1, 10);
    expect(page).toEqual({ totalPages: 0, photos: [] });
  });

  it.each([
    ['a refused key', 401, { errors: ['OAuth error: The access token is invalid'] }],
    ['a rate limit', 403, { errors: ['Rate Limit Exceeded'] }],
    ['a server error', 500, {}],
    ['an unexpected body', 200, { results: 'none' }],
  ])('fails as unavailable on %s', async (_name, status, body) => {
    const { fetch } = fakeFetch(status, body);
    await expect(createUnsplashProvider({ accessKey: 'k', fetch }).search('parks', 1, 10)).rejects.toThrow(
      StockPhotoUnavailable,
    );
  });

  it('fails as unavailable when the network does', async () => {
    const fetch: typeof globalThis.fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(createUnsplashProvider({ accessKey: 'k', fetch }).search('parks', 1, 10)).rejects.toThrow(
      StockPhotoUnavailable,
    );
  });
});
