// Build step of the residents' site (apps/public vite.config.ts): its ICU messages are parsed at build
// time, so the page ships react-intl without the message parser (decision 0622).
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalog of the site: `messages/{language}.json` beside the code it translates. */
const CATALOG = /\/src\/(?:.+\/)?messages\/[^/]+\.json$/;
/** The site's own code (never a package's): where `defaultMessage`s are written. */
const SOURCE = /\/src\/.+\.[cm]?[jt]sx?$/;

type TNode = { type: string; start: number; end: number; [key: string]: unknown };

/** The message's AST, with the page's error when it is not valid ICU (the build then stops). */
export function compileMessage(message: string, where: string): MessageFormatElement[] {
  try {
    return parse(message);
  } catch (error) {
    throw new Error(`${where}: not a valid ICU message (${(error as Error).message}): ${message}`);
  }
}

/** A catalog's JSON with each message replaced by its AST. */
export function compileCatalog(json: string, file: string): string {
  const catalog = JSON.parse(json) as Record<string, unknown>;
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: ${id} is not a string message`);
      return [id, compileMessage(message, `${file} ${id}`)];
    }),
  );
  return JSON.stringify(compiled);
}

const isNode = (value: unknown): value is TNode =>
  typeof value === 'object' && value !== null && typeof (value as TNode).type === 'string';

/** The text of a string literal or of a template literal without substitutions, else null. */
function literalText(node: TNode): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string | null } }[] | undefined;
  const expressions = node.expressions as unknown[] | undefined;
  if (node.type === 'TemplateLiteral' && expressions?.length === 0 && quasis?.[0]?.value.cooked != null)
    return quasis[0].value.cooked;
  return null;
}

/**
 * `code` (JavaScript, as parsed into `program`) with every `defaultMessage: '...'` property's value
 * replaced by its AST; null when it has none. A `defaultMessage` that is not a literal stops the build:
 * without the parser at run time, it could not be formatted.
 */
export function compileDefaults(code: string, program: unknown, file: string): string | null {
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    const key = value.key as TNode | undefined;
    const keyName = key && (key.type === 'Identifier' ? key.name : key.value);
    if (value.type === 'Property' && keyName === 'defaultMessage' && !value.computed) {
      const node = value.value as TNode;
      const text = literalText(node);
      if (text === null || value.shorthand)
        throw new Error(`${file}: a defaultMessage must be a literal string (it is compiled at build)`);
      edits.push({ start: node.start, end: node.end, text: JSON.stringify(compileMessage(text, file)) });
      return;
    }
    for (const [field, child] of Object.entries(value)) if (field !== 'type') visit(child);
  };
  visit(program);
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * Compiles the site's messages (its catalogs and the English `defaultMessage`s in its code) to ASTs and
 * resolves react-intl's parser to its parser-free build: about 8 kB gzip less on every page. Build only:
 * tests and the dev server keep the parser and the plain strings.
 */
export function precompileMessages(): Plugin[] {
  return [
    {
      name: 'commonpurse:precompile-catalogs',
      apply: 'build',
      enforce: 'pre',
      config: () => ({
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      }),
      transform(code, id) {
        const file = id.split('?')[0]!;
        if (!CATALOG.test(file) || file.includes('/node_modules/')) return null;
        return { code: compileCatalog(code, file), map: null };
      },
    },
    {
      // After the TypeScript and JSX transforms: the code is JavaScript that `this.parse` reads.
      name: 'commonpurse:precompile-default-messages',
      apply: 'build',
      transform(code, id) {
        const file = id.split('?')[0]!;
        if (!SOURCE.test(file) || file.includes('/node_modules/') || !code.includes('defaultMessage'))
          return null;
        const compiled = compileDefaults(code, this.parse(code), file);
        return compiled === null ? null : { code: compiled, map: null };
      },
    },
  ];
}
