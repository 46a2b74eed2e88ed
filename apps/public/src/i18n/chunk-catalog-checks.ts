import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

// Test support: the checks every page chunk's catalogs (the ballot's, a receipt's, a meeting's) pass,
// written once. Imported by those chunks' catalog.test.ts only.

type TCatalog = Record<string, string>;
const readCatalog = (dir: string, file: string) =>
  JSON.parse(readFileSync(join(dir, file), 'utf8')) as TCatalog;

/** The arguments a message fills in ({count}, {amount}...), read by the ICU parser: plural and select branches included, their words not. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) names.add(String(element.value));
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

export interface TChunkCatalogs {
  /** What the describe block says: "the ballot catalogs". */
  name: string;
  /** The chunk's messages folder (en.json and one file per language). */
  dir: string;
  /** Every message id of the chunk starts with it ("ballot."). */
  prefix: string;
  /** The message descriptors defined in code, in their groups. */
  groups: readonly Record<string, { id: string; defaultMessage: string }>[];
  /** The language files there must be, en.json included. */
  files: readonly string[];
  /** The npm script that writes en.json from the code. */
  extract: string;
  /** Messages some languages rightly write as English does ("Total"). */
  sameAsEnglish?: readonly string[];
}

/** A chunk's catalogs: en.json as the code defines it; every language complete, translated, with the same arguments; its words apart from the page's. */
export function describeChunkCatalogs(chunk: TChunkCatalogs) {
  const english = readCatalog(chunk.dir, 'en.json');
  const same = new Set(chunk.sameAsEnglish ?? []);
  describe(chunk.name, () => {
    it(`has en.json equal to the messages defined in code (npm run ${chunk.extract})`, () => {
      const defined = Object.fromEntries(
        chunk.groups.flatMap((group) => Object.values(group).map((m) => [m.id, m.defaultMessage])),
      );
      expect(english).toEqual(defined);
    });

    it('has one catalog per language, each translating every message with the same arguments', () => {
      expect(readdirSync(chunk.dir).sort()).toEqual([...chunk.files].sort());
      for (const file of chunk.files) {
        const catalog = readCatalog(chunk.dir, file);
        expect(Object.keys(catalog).sort(), file).toEqual(Object.keys(english).sort());
        for (const [id, message] of Object.entries(catalog)) {
          expect(argumentsOf(message), `${file} ${id}`).toEqual(argumentsOf(english[id]!));
          if (!['en.json', 'en-GB.json'].includes(file) && !same.has(id))
            expect(message, `${file} ${id} is not translated`).not.toBe(english[id]);
        }
      }
    });

    it("keeps its words out of the page catalogs simulations load, and the page's out of its own", () => {
      const pageDir = join(import.meta.dirname, 'messages');
      for (const file of readdirSync(pageDir))
        expect(
          Object.keys(readCatalog(pageDir, file)).filter((id) => id.startsWith(chunk.prefix)),
          file,
        ).toEqual([]);
      expect(Object.keys(english).filter((id) => !id.startsWith(chunk.prefix))).toEqual([]);
    });
  });
}
