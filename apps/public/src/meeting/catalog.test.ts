import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_LOCALES } from '../i18n/locales.ts';
import { MEETING_MESSAGE_GROUPS } from './messages.ts';

const dir = join(import.meta.dirname, 'messages');
const readCatalog = (file: string) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
const english = readCatalog('en.json');
/** The names a message fills in ({time}, {url}...), sorted. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
/** Words some languages write as English does. */
const SAME_AS_ENGLISH = new Set(['meeting.total', 'meeting.item_column']);

describe('the meeting catalogs', () => {
  it('has en.json equal to the messages defined in code (npm run i18n:extract:meeting)', () => {
    const defined = Object.fromEntries(
      MEETING_MESSAGE_GROUPS.flatMap((group) =>
        Object.values(group).map((m: { id: string; defaultMessage: string }) => [m.id, m.defaultMessage]),
      ),
    );
    expect(english).toEqual(defined);
  });

  it('has one catalog per simulation language, each translating every message with the same placeholders', () => {
    const files = [...new Set(Object.values(PAGE_LOCALES).map((locale) => `${locale.file}.json`))];
    expect(files).toHaveLength(16);
    expect(readdirSync(dir).sort()).toEqual([...files].sort());
    for (const file of files) {
      const catalog = readCatalog(file);
      expect(Object.keys(catalog).sort(), file).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(catalog)) {
        expect(placeholders(message), `${file} ${id}`).toEqual(placeholders(english[id]!));
        if (!['en.json', 'en-GB.json'].includes(file) && !SAME_AS_ENGLISH.has(id))
          expect(message, `${file} ${id} is not translated`).not.toBe(english[id]);
      }
    }
  });

  it('keeps the meeting words out of the page catalogs simulations load', () => {
    const page = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'i18n', 'messages', 'en.json'), 'utf8'),
    ) as Record<string, string>;
    expect(Object.keys(page).filter((id) => id.startsWith('meeting.'))).toEqual([]);
  });
});
