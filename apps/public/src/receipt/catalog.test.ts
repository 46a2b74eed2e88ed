import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECEIPT_LOCALE_CODES } from '@commonpurse/domain';
import { PAGE_LOCALES } from '../i18n/locales.ts';
import { RECEIPT_MESSAGE_GROUPS } from './messages.ts';

const dir = join(import.meta.dirname, 'messages');
const readCatalog = (file: string) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
const english = readCatalog('en.json');
/** The names a message fills in ({amount}, {client}...), sorted. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('the receipt catalogs', () => {
  it('has en.json equal to the messages defined in code (npm run i18n:extract:receipt)', () => {
    const defined = Object.fromEntries(
      RECEIPT_MESSAGE_GROUPS.flatMap((group) =>
        Object.values(group).map((m: { id: string; defaultMessage: string }) => [m.id, m.defaultMessage]),
      ),
    );
    expect(english).toEqual(defined);
  });

  it('has one catalog per receipt language, each translating every message with the same placeholders', () => {
    const files = RECEIPT_LOCALE_CODES.map((code) => `${PAGE_LOCALES[code].file}.json`);
    expect(readdirSync(dir).sort()).toEqual([...files].sort());
    for (const file of files) {
      const catalog = readCatalog(file);
      expect(Object.keys(catalog).sort(), file).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(catalog)) {
        expect(placeholders(message), `${file} ${id}`).toEqual(placeholders(english[id]!));
        if (file !== 'en.json' && !['receipt.bar_value', 'receipt.no', 'receipt.total'].includes(id))
          expect(message, `${file} ${id} is not translated`).not.toBe(english[id]);
      }
    }
  });

  it('keeps the receipt words out of the page catalogs simulations load', () => {
    const page = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'i18n', 'messages', 'en.json'), 'utf8'),
    ) as Record<string, string>;
    expect(Object.keys(page).filter((id) => id.startsWith('receipt.'))).toEqual([]);
  });
});
