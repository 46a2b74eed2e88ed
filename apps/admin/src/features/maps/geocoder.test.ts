import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/render.tsx';
import { nominatimGeocoder } from './geocoder.ts';

describe('the Nominatim-style geocoder', () => {
  it('asks for the first match of the query and answers its coordinates and name', async () => {
    const fetch = mockFetch(() =>
      jsonResponse([
        { lat: '44.05', lon: '-123.09', display_name: 'Riverton, Oregon' },
        { lat: '1', lon: '2', display_name: 'Elsewhere' },
      ]),
    );
    const place = await nominatimGeocoder('https://geo.example/search').search('Riverton & Co');
    expect(place).toEqual({ lat: 44.05, lng: -123.09, label: 'Riverton, Oregon' });
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://geo.example/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Riverton & Co',
      format: 'jsonv2',
      limit: '1',
    });
  });

  it('accepts a URL on the console’s own server', async () => {
    const fetch = mockFetch(() => jsonResponse([{ lat: 1, lon: 2, display_name: 'Here' }]));
    expect(await nominatimGeocoder('/geocode').search('x')).toEqual({ lat: 1, lng: 2, label: 'Here' });
    expect(new URL(String(fetch.mock.calls[0]?.[0])).pathname).toBe('/geocode');
  });

  it('answers null when nothing matches', async () => {
    mockFetch(() => jsonResponse([]));
    expect(await nominatimGeocoder().search('Nowhere')).toBeNull();
  });

  it.each([
    ['an error status', () => jsonResponse({ error: 'busy' }, 503)],
    ['an unexpected answer', () => jsonResponse({ results: [] })],
    ['coordinates out of range', () => jsonResponse([{ lat: '91', lon: '0', display_name: 'Pole' }])],
  ])('rejects %s', async (_case, answer) => {
    mockFetch(answer);
    await expect(nominatimGeocoder().search('Riverton')).rejects.toThrow();
  });
});
