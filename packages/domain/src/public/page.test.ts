import { describe, expect, it } from 'vitest';
import { SIMULATION_LOCALE_CODES } from '../simulations/constants.ts';
import {
  directionOf,
  LOCALE_TAGS,
  localeTagOf,
  parsePageBootstrap,
  publicMeetingPath,
  publicPageDataPath,
  publicReceiptPath,
  publicSimulationPath,
} from './page.ts';

describe('locale tags', () => {
  it('gives every simulation locale a canonical BCP-47 tag of its own', () => {
    const tags = SIMULATION_LOCALE_CODES.map((code) => LOCALE_TAGS[code]);
    expect(tags.map((tag) => Intl.getCanonicalLocales(tag)[0])).toEqual(tags);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it.each([
    ['zh-CHS', 'zh-Hans'],
    ['zh-CN', 'zh-Hant'],
    ['hu-HU', 'hmn'],
    ['mi-NZ', 'mh'],
    ['en_US', 'en-US'],
    ['vi_VN', 'vi-VN'],
    ['xx', 'en-US'],
  ])('%s is %s', (locale, tag) => {
    expect(localeTagOf(locale)).toBe(tag);
  });

  it('writes Arabic right to left, every other language left to right', () => {
    expect(SIMULATION_LOCALE_CODES.filter((code) => directionOf(code) === 'rtl')).toEqual(['ar']);
  });
});

describe('parsePageBootstrap', () => {
  const valid = {
    subdomain: 'demo',
    slug: 'fy',
    kind: 'simulation',
    preview: null,
    status: 'ok',
    locale: 'es',
  };

  it('reads what the server writes', () => {
    expect(parsePageBootstrap(JSON.stringify(valid))).toEqual(valid);
    expect(parsePageBootstrap(JSON.stringify({ ...valid, preview: 'abc', status: 'unavailable' }))).toEqual({
      ...valid,
      preview: 'abc',
      status: 'unavailable',
    });
    expect(parsePageBootstrap(JSON.stringify({ ...valid, kind: 'receipt' }))).toEqual({
      ...valid,
      kind: 'receipt',
    });
    const meeting = { ...valid, kind: 'meeting', meeting: { id: 4, screen: 'facilitator' } };
    expect(parsePageBootstrap(JSON.stringify(meeting))).toEqual(meeting);
    for (const pb of [true, false])
      expect(parsePageBootstrap(JSON.stringify({ ...valid, pb }))).toEqual({ ...valid, pb });
  });

  it('reads a bootstrap without a kind (written before receipts) as a simulation', () => {
    const { kind: _kind, ...older } = valid;
    expect(parsePageBootstrap(JSON.stringify(older))).toEqual(valid);
  });

  it.each([
    [null],
    [''],
    ['not json'],
    ['null'],
    [JSON.stringify({ ...valid, locale: 'de' })],
    [JSON.stringify({ ...valid, status: 'gone' })],
    [JSON.stringify({ ...valid, preview: 3 })],
    [JSON.stringify({ ...valid, pb: 'yes' })],
    [JSON.stringify({ ...valid, slug: undefined })],
    [JSON.stringify({ ...valid, kind: 'meeting' })],
    [JSON.stringify({ ...valid, kind: 'meeting', meeting: { id: 4, screen: 'projector' } })],
    [JSON.stringify({ ...valid, kind: 'meeting', meeting: { id: '4', screen: 'results' } })],
    [JSON.stringify({ ...valid, kind: 'poll' })],
  ])('refuses %s', (text) => {
    expect(parsePageBootstrap(text)).toBeNull();
  });
});

describe('publicSimulationPath', () => {
  it('is the page-data address, each part encoded, with the preview token when there is one', () => {
    expect(publicSimulationPath('demo', 'budget-challenge', null)).toBe(
      '/v1/public/sites/demo/budgets/budget-challenge',
    );
    expect(publicSimulationPath('demo', 'a b', 'x/y+z')).toBe(
      '/v1/public/sites/demo/budgets/a%20b?preview=x%2Fy%2Bz',
    );
  });
});

describe('publicReceiptPath and publicPageDataPath', () => {
  it("is a receipt's page-data address, each part encoded, with the preview token when there is one", () => {
    expect(publicReceiptPath('demo', 'taxes-2027', null)).toBe('/v1/public/sites/demo/receipts/taxes-2027');
    expect(publicReceiptPath('demo', 'a b', 'x/y')).toBe(
      '/v1/public/sites/demo/receipts/a%20b?preview=x%2Fy',
    );
  });

  it('picks the address by the kind of page', () => {
    const page = { subdomain: 'demo', slug: 'fy', preview: 't', status: 'ok', locale: 'es' } as const;
    expect(publicPageDataPath({ ...page, kind: 'receipt' })).toBe(
      '/v1/public/sites/demo/receipts/fy?preview=t',
    );
    expect(publicPageDataPath({ ...page, kind: 'simulation' })).toBe(
      '/v1/public/sites/demo/budgets/fy?preview=t',
    );
    expect(publicPageDataPath({ ...page, kind: 'meeting', meeting: { id: 7, screen: 'public' } })).toBe(
      '/v1/public/sites/demo/meetings/7',
    );
    expect(publicPageDataPath({ ...page, kind: 'meeting', meeting: { id: 7, screen: 'facilitator' } })).toBe(
      '/v1/public/sites/demo/meetings/7/results',
    );
    expect(publicMeetingPath('demo', 7, 'events')).toBe('/v1/public/sites/demo/meetings/7/events');
  });
});
