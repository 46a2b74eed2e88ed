import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileCatalog, compileDefaults } from './precompile-messages.ts';

const SOURCE = `
import { defineMessages } from 'react-intl';
export const m = defineMessages({
  plain: { id: 'a.plain', defaultMessage: 'Back to the budget' },
  count: { id: 'a.count', defaultMessage: '{count, plural, one {# answer} other {# answers}}' },
  quoted: { id: 'a.quoted', defaultMessage: "It's {name}’s turn" },
  template: { id: 'a.template', defaultMessage: \`Up to {amount}\` },
});
export const described = { message: m.plain.defaultMessage };
`;

/** The module's messages as the page would see them (the compiled code run as a module). */
async function run(code: string) {
  const url = `data:text/javascript,${encodeURIComponent(code.replace(/^import .*$/m, 'const defineMessages = (x) => x;'))}`;
  return (await import(url)) as { m: Record<string, { id: string; defaultMessage: unknown }> };
}

describe('precompileMessages', () => {
  it('replaces each literal defaultMessage with its AST, which formats as the string did', async () => {
    const compiled = compileDefaults(SOURCE, parseAst(SOURCE), 'messages.ts');
    expect(compiled).not.toBeNull();
    const { m } = await run(compiled!);
    const original = await run(SOURCE);
    const values = { count: 3, name: 'Ana', amount: '$5' };
    for (const key of Object.keys(original.m)) {
      const text = original.m[key]!.defaultMessage as string;
      expect(m[key]!.defaultMessage).toEqual(parse(text));
      expect(m[key]!.id).toBe(original.m[key]!.id);
      const ast = m[key]!.defaultMessage as ReturnType<typeof parse>;
      expect(new IntlMessageFormat(ast, 'en').format(values)).toBe(
        new IntlMessageFormat(text, 'en').format(values),
      );
    }
    // Reading a descriptor's defaultMessage elsewhere is left alone.
    expect(compiled).toContain('m.plain.defaultMessage');
  });

  it('leaves code without defaultMessage properties as it is', () => {
    const code = 'export const a = { id: "x", message: "y" };';
    expect(compileDefaults(code, parseAst(code), 'a.ts')).toBeNull();
  });

  it('stops the build on a defaultMessage it cannot compile', () => {
    for (const code of [
      'const text = "x"; export const a = { id: "a", defaultMessage: text };',
      'const defaultMessage = "x"; export const a = { id: "a", defaultMessage };',
      'const n = 1; export const a = { id: "a", defaultMessage: `x ${n}` };',
      'export const a = { id: "a", defaultMessage: "{count, plural, one {x}" };',
    ])
      expect(() => compileDefaults(code, parseAst(code), 'a.ts')).toThrow(/a\.ts/);
  });

  it('compiles every catalog of the residents’ site, each message to the parser’s AST', () => {
    const src = join(import.meta.dirname, '../apps/public/src');
    const catalogs = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /(^|\/)messages\/[^/]+\.json$/.test(file),
    );
    expect(catalogs.length).toBeGreaterThan(16);
    for (const file of catalogs) {
      const json = readFileSync(join(src, file), 'utf8');
      const source = JSON.parse(json) as Record<string, string>;
      const compiled = JSON.parse(compileCatalog(json, file)) as Record<string, unknown>;
      expect(Object.keys(compiled)).toEqual(Object.keys(source));
      for (const [id, message] of Object.entries(source)) expect(compiled[id]).toEqual(parse(message));
    }
  });

  it('refuses a catalog entry that is not a string', () => {
    expect(() => compileCatalog('{"a.b": 1}', 'xx.json')).toThrow(/xx\.json: a\.b/);
  });
});
