import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './accept-language.ts';

describe('negotiateLocale', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['*', null],
    ['de-DE,de;q=0.9', null],
    ['en', 'en_US'],
    ['en-GB,en;q=0.9', 'en_GB'],
    ['en-AU', 'en_US'],
    ['fr-CA', 'fr'],
    ['es-419', 'es'],
    ['pt-PT', 'pt-BR'],
    ['zh-CN', 'zh-CHS'],
    ['zh-SG', 'zh-CHS'],
    ['zh', 'zh-CHS'],
    ['zh-TW', 'zh-CN'],
    ['zh-HK', 'zh-CN'],
    ['zh-Hant', 'zh-CN'],
    // Hungarian is not Hmong, nor Maori Marshallese, whatever their stored codes look like.
    ['hu-HU', null],
    ['mi', null],
    ['hmn', 'hu-HU'],
    ['mh', 'mi-NZ'],
    ['cy', 'cy-GB'],
    ['ko', 'ko-KR'],
    ['ar-EG', 'ar'],
    ['de;q=1, fr;q=0.5, es;q=0.8', 'es'],
    ['fr;q=0.5, es;q=0.5', 'fr'],
    ['es;q=0, fr;q=0.1', 'fr'],
    ['not a tag!!, vi', 'vi_VN'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('reads no more than 20 ranges of a long header', () => {
    expect(negotiateLocale(`${'de,'.repeat(20)}fr`)).toBeNull();
    expect(negotiateLocale(`${'de,'.repeat(19)}fr`)).toBe('fr');
  });
});
