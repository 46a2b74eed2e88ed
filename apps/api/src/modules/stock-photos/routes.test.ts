import { afterEach, describe, expect, it, vi } from 'vitest';
import { STOCK_PHOTO_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { clientWithAdmin } from '../../test/simulations.ts';

// One app with a key (Unsplash reached through a stubbed global fetch: no network here), one without.
const configured = useTestApp({ env: { UNSPLASH_ACCESS_KEY: 'test-key' } });
const unconfigured = useTestApp();

afterEach(() => {
  vi.unstubAllGlobals();
});

const search = async (t: typeof configured, query: Record<string, string>) => {
  const { admin } = await clientWithAdmin(t);
  return t.injectAs(admin, { method: 'GET', url: '/v1/admin/stock-photos', query });
};

function stubUnsplash(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('GET /v1/admin/stock-photos', () => {
  it('answers a page of 10 landscape photos from the configured provider', async () => {
    const photos = Array.from({ length: 10 }, (_, i) => ({
      id: `p${i}`,
      alt_description: `photo ${i}`,
      urls: { regular: `https://img.example/${i}.jpg`, thumb: `https://img.example/${i}-t.jpg` },
      user: { name: 'Ann Lee' },
    }));
    const fetch = stubUnsplash(200, { total: 95, total_pages: 10, results: photos });
    const response = await search(configured, { query: 'parks', page: '3' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ configured: true, page: 3, total_pages: 10 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      id: 'p0',
      thumb_url: 'https://img.example/0-t.jpg',
      url: 'https://img.example/0.jpg',
      alt: 'photo 0',
      credit: 'Photo by Ann Lee on Unsplash',
    });
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.searchParams.get('per_page')).toBe('10');
    expect(url.searchParams.get('orientation')).toBe('landscape');
  });

  it('answers 502 with a message when the provider fails', async () => {
    stubUnsplash(503, {});
    const response = await search(configured, { query: 'parks' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: STOCK_PHOTO_MESSAGES.searchFailed });
  });

  it('says it is not configured without a key, calling nobody', async () => {
    const fetch = stubUnsplash(200, {});
    const response = await search(unconfigured, { query: 'parks' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], meta: { configured: false, page: 1, total_pages: 0 } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs a query and a signed-in user', async () => {
    const refused = await search(unconfigured, { query: ' ' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ query: [STOCK_PHOTO_MESSAGES.queryRequired] });
    const anonymous = await unconfigured.app.inject({ method: 'GET', url: '/v1/admin/stock-photos?query=x' });
    expect(anonymous.statusCode).toBe(401);
  });
});
