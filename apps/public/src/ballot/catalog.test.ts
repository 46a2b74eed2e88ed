import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_LOCALES } from '../i18n/locales.ts';
import { BALLOT_MESSAGE_GROUPS } from './messages.ts';

const dir = join(import.meta.dirname, 'messages');
const readCatalog = (file: string) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
const english = readCatalog('en.json');

describe('the ballot catalogs', () => {
  it('has en.json equal to the messages defined in code (npm run i18n:extract:ballot)', () => {
    const defined = Object.fromEntries(
      BALLOT_MESSAGE_GROUPS.flatMap((group) =>
        Object.values(group).map((m: { id: string; defaultMessage: string }) => [m.id, m.defaultMessage]),
      ),
    );
    expect(english).toEqual(defined);
  });

  it('has one catalog per simulation language, each with exactly the keys of en.json', () => {
    const files = [...new Set(Object.values(PAGE_LOCALES).map((locale) => `${locale.file}.json`))];
    expect(files).toHaveLength(16);
    expect(readdirSync(dir).sort()).toEqual([...files].sort());
    for (const file of files)
      expect(Object.keys(readCatalog(file)).sort(), file).toEqual(Object.keys(english).sort());
  });

  it('keeps the ballot words out of the page catalogs simulations load, and the page words out of its own', () => {
    const pageDir = join(import.meta.dirname, '..', 'i18n', 'messages');
    for (const file of readdirSync(pageDir)) {
      const page = JSON.parse(readFileSync(join(pageDir, file), 'utf8')) as Record<string, string>;
      expect(
        Object.keys(page).filter((id) => id.startsWith('ballot.')),
        file,
      ).toEqual([]);
    }
    expect(Object.keys(english).filter((id) => !id.startsWith('ballot.'))).toEqual([]);
  });
});
