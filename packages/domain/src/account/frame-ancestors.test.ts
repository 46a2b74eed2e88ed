import { describe, expect, it } from 'vitest';
import { frameAncestorsFromText, httpsOriginOf, ZFrameAncestors } from './frame-ancestors.ts';
import { ACCOUNT_MESSAGES as M, FRAME_ANCESTORS_MAX } from './messages.ts';

const issuesOf = (input: unknown) => ZFrameAncestors.safeParse(input).error?.issues.map((i) => i.message);

describe('httpsOriginOf', () => {
  it.each([
    ['https://www.example.gov', 'https://www.example.gov'],
    [' https://WWW.Example.gov/ ', 'https://www.example.gov'],
    ['https://example.gov:8443', 'https://example.gov:8443'],
    ['https://example.gov:443', 'https://example.gov'],
  ])('%j is the origin %s', (input, origin) => {
    expect(httpsOriginOf(input)).toBe(origin);
  });

  it.each([
    'http://www.example.gov',
    'www.example.gov',
    'https://www.example.gov/embed',
    'https://www.example.gov?x=1',
    'https://www.example.gov#top',
    'https://user:pw@example.gov',
    'https://*.example.gov',
    "'self'",
    '*',
    'https://example.gov; script-src *',
    '',
  ])('%j is not one https origin', (input) => {
    expect(httpsOriginOf(input)).toBeNull();
  });
});

describe('ZFrameAncestors', () => {
  it('stores origins normalized, each once; an empty list allows no site', () => {
    expect(ZFrameAncestors.parse(['https://A.example.gov/', 'https://a.example.gov'])).toEqual([
      'https://a.example.gov',
    ]);
    expect(ZFrameAncestors.parse([])).toEqual([]);
  });

  it('refuses anything but https origins, and more than the maximum', () => {
    expect(issuesOf(['https://ok.example.gov', 'http://plain.example.gov'])).toEqual([
      M.frameAncestorInvalid,
    ]);
    expect(issuesOf('https://ok.example.gov')).toEqual([M.frameAncestorInvalid]);
    const many = Array.from({ length: FRAME_ANCESTORS_MAX + 1 }, (_, i) => `https://s${i}.example.gov`);
    expect(issuesOf(many.slice(0, FRAME_ANCESTORS_MAX))).toBeUndefined();
    expect(issuesOf(many)).toEqual([M.frameAncestorsTooMany]);
  });
});

describe('frameAncestorsFromText', () => {
  it('takes one entry a line, blank lines dropped', () => {
    expect(frameAncestorsFromText(' https://a.example.gov \r\n\n https://b.example.gov\n')).toEqual([
      'https://a.example.gov',
      'https://b.example.gov',
    ]);
  });
});
