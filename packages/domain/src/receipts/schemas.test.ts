import { describe, expect, it } from 'vitest';
import { withUrlScheme, ZReceiptFields } from './schemas.ts';

describe('withUrlScheme (spec 3 section 2.2)', () => {
  it.each([
    ['example.org', 'http://example.org'],
    ['www.example.org/about?x=1', 'http://www.example.org/about?x=1'],
    ['  example.org  ', 'http://example.org'],
    ['ftp://example.org', 'http://ftp://example.org'],
    ['mailto:us@example.org', 'http://mailto:us@example.org'],
    ['httpbin.org', 'http://httpbin.org'],
  ])("puts 'http://' before %j", (given, expected) => {
    expect(withUrlScheme(given)).toBe(expected);
  });

  it.each(['http://example.org', 'https://example.org/a', 'HTTPS://Example.org', 'Http://x.org'])(
    'keeps %j, which names http or https',
    (given) => {
      expect(withUrlScheme(given)).toBe(given);
    },
  );

  it('leaves an empty or blank address empty', () => {
    expect(withUrlScheme('')).toBe('');
    expect(withUrlScheme('   ')).toBe('');
  });

  it('is what the receipt fields store, the limit counting the prefix', () => {
    const parsed = ZReceiptFields.partial().parse({
      about_cta_button_url: 'example.org',
      conclusion_cta_button_url: null,
    });
    expect(parsed).toEqual({ about_cta_button_url: 'http://example.org', conclusion_cta_button_url: null });
    const long = `x.org/${'a'.repeat(188)}`; // 194 characters, 201 with the prefix
    expect(ZReceiptFields.partial().safeParse({ about_cta_button_url: long }).success).toBe(false);
  });
});
