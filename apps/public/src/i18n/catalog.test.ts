import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIMULATION_LOCALE_CODES, TEXT_TOKENS } from '@commonpurse/domain';
import { BALLOT_MESSAGES, PUBLIC_MESSAGES } from '@commonpurse/domain/public';
import { refusalMessages } from '../ballot/messages.ts';
import { FEATURE_MESSAGE_GROUPS } from '../features/messages.ts';
import { PAGE_LOCALES } from './locales.ts';
import { ALL_MESSAGE_GROUPS, errorMessages } from './messages.ts';
import { PB_TEXT_TOKEN_MESSAGES, TEXT_TOKEN_MESSAGES } from './text-tokens.ts';

const dir = join(import.meta.dirname, 'messages');
const readCatalog = (file: string) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
const english = readCatalog('en.json');

describe('the page catalogs', () => {
  it('keeps the English defaults of the text tokens equal to TEXT_TOKENS (the source of truth)', () => {
    const page = Object.fromEntries(
      Object.entries(TEXT_TOKEN_MESSAGES).map(([token, message]) => [token, message.defaultMessage]),
    );
    const domain = Object.fromEntries(TEXT_TOKENS.map((t) => [t.token, t.defaultText]));
    expect(page).toEqual(domain);
    for (const token of TEXT_TOKENS) expect(english[`text.${token.token}`]).toBe(token.defaultText);
  });

  it("keeps a prioritization's own English defaults equal to pbDefaultText", () => {
    const page = Object.fromEntries(
      Object.entries(PB_TEXT_TOKEN_MESSAGES).map(([token, message]) => [token, message?.defaultMessage]),
    );
    const domain = Object.fromEntries(
      TEXT_TOKENS.flatMap((t) => (t.pbDefaultText ? [[t.token, t.pbDefaultText]] : [])),
    );
    expect(page).toEqual(domain);
  });

  it('says the server refusals in the same English as PUBLIC_MESSAGES', () => {
    for (const [key, message] of Object.entries(errorMessages))
      expect(message.defaultMessage).toBe(PUBLIC_MESSAGES[key as keyof typeof PUBLIC_MESSAGES]);
  });

  it('says the ballot refusals in the same English as BALLOT_MESSAGES', () => {
    for (const [key, message] of Object.entries(refusalMessages))
      expect(message.defaultMessage).toBe(BALLOT_MESSAGES[key as keyof typeof BALLOT_MESSAGES]);
  });

  it('has en.json equal to the messages defined in code (npm run i18n:extract)', () => {
    const defined = Object.fromEntries(
      [...ALL_MESSAGE_GROUPS, ...FEATURE_MESSAGE_GROUPS, TEXT_TOKEN_MESSAGES, PB_TEXT_TOKEN_MESSAGES].flatMap(
        (group) =>
          Object.values(group).map((m: { id: string; defaultMessage: string }) => [m.id, m.defaultMessage]),
      ),
    );
    expect(english).toEqual(defined);
  });

  it('has one catalog per simulation language, each with exactly the keys of en.json', () => {
    const files = Object.values(PAGE_LOCALES).map((locale) => `${locale.file}.json`);
    expect(Object.keys(PAGE_LOCALES).sort()).toEqual([...SIMULATION_LOCALE_CODES].sort());
    expect(new Set(files).size).toBe(16);
    expect(readdirSync(dir).sort()).toEqual([...files].sort());
    for (const file of files)
      expect(Object.keys(readCatalog(file)).sort(), file).toEqual(Object.keys(english).sort());
  });

  it('writes Arabic right to left and the misnamed codes as the languages they are', () => {
    expect(PAGE_LOCALES.ar.dir).toBe('rtl');
    expect(Object.values(PAGE_LOCALES).filter((l) => l.dir === 'rtl')).toHaveLength(1);
    expect(PAGE_LOCALES['hu-HU'].tag).toBe('hmn');
    expect(PAGE_LOCALES['mi-NZ'].tag).toBe('mh');
    expect(PAGE_LOCALES['zh-CHS'].tag).toBe('zh-Hans');
    expect(PAGE_LOCALES['zh-CN'].tag).toBe('zh-Hant');
    expect(PAGE_LOCALES.vi_VN.tag).toBe('vi-VN');
  });
});
