import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_BOOTSTRAP_ID, publicPageDataPath, type TPageBootstrap } from '@commonpurse/domain/public';
import { escapeHtml, jsonForScript } from '../lib/html.ts';

/** What the server writes into the public bundle's index.html for one request. */
export interface PageHead {
  /** BCP-47 tag and direction of `<html>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** With it, the description and the Open Graph / Twitter card tags (a shareable page). */
  share: {
    description: string;
    /** The page's own address (never with its query: a preview token must not travel with shares). */
    url: string;
    /** An absolute image URL, or null. */
    image: string | null;
  } | null;
  noindex: boolean;
  bootstrap: TPageBootstrap;
  /** Inside #root for browsers without JavaScript (English): a heading and sentences. */
  fallback: { heading: string | null; sentences: string[] };
}

export interface PageTemplate {
  render(head: PageHead): string;
}

// The tags the server owns: the build's own copies are dropped so a page never has two.
const OWNED_HEAD_TAGS = [
  /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s+(?:name|property)=["'](?:description|robots|og:[^"']*|twitter:[^"']*)["'][^>]*>[ \t]*\r?\n?/gi,
];
const HTML_TAG = /<html\b([^>]*)>/i;
const LANG_OR_DIR = /\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const HEAD_END = /([ \t]*)<\/head>/i;
const EMPTY_ROOT = /(<div\s+id=["']root["'][^>]*>)\s*(<\/div>)/i;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

function headTags(head: PageHead): string[] {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.share) {
    const { description, url, image } = head.share;
    tags.push(
      meta('name', 'description', description),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
    );
    if (image) tags.push(meta('property', 'og:image', image));
    tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  }
  tags.push(
    `<script type="application/json" id="${PAGE_BOOTSTRAP_ID}">${jsonForScript(head.bootstrap)}</script>`,
  );
  // The page data downloads while the bundle is parsed, instead of after (decision 0284); the page's
  // own fetch (same address, same-origin credentials) takes the preloaded answer.
  if (head.bootstrap.status === 'ok')
    tags.push(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(publicPageDataPath(head.bootstrap))}" />`,
    );
  return tags;
}

const FALLBACK_STYLE = 'font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem';

function fallbackHtml({ heading, sentences }: PageHead['fallback']): string {
  const parts = [
    heading === null ? '' : `<h1>${escapeHtml(heading)}</h1>`,
    ...sentences.map((sentence) => `<p>${escapeHtml(sentence)}</p>`),
  ];
  // English whatever the page's language: say so, for screen readers.
  return `<noscript><main lang="en" dir="ltr" style="${FALLBACK_STYLE}">${parts.join('')}</main></noscript>`;
}

/**
 * Cuts the built index.html once into the pieces around what each request fills in (the `<html>`
 * attributes, the head tags, #root), so a page costs a few string joins.
 */
export function parsePageTemplate(html: string): PageTemplate {
  const cleaned = OWNED_HEAD_TAGS.reduce((text, pattern) => text.replace(pattern, ''), html);
  const htmlTag = HTML_TAG.exec(cleaned);
  const headEnd = HEAD_END.exec(cleaned);
  const root = EMPTY_ROOT.exec(cleaned);
  if (!htmlTag || !headEnd || !root || headEnd.index > root.index || htmlTag.index > headEnd.index)
    throw new Error(
      'The public index.html needs <html>, </head> and an empty <div id="root"></div>, in order',
    );
  const htmlAttributes = (htmlTag[1] ?? '').replace(LANG_OR_DIR, '');
  const indent = headEnd[1] ?? '';
  const rootContentAt = root.index + (root[1] ?? '').length;
  const beforeHtml = cleaned.slice(0, htmlTag.index);
  const head = cleaned.slice(htmlTag.index + htmlTag[0].length, headEnd.index);
  const middle = cleaned.slice(headEnd.index, rootContentAt);
  const rest = cleaned.slice(rootContentAt).replace(/^\s*/, '');
  return {
    render(page) {
      const tags = headTags(page).map((tag) => `${indent}  ${tag}\n`);
      return [
        beforeHtml,
        `<html${htmlAttributes} lang="${escapeHtml(page.lang)}" dir="${page.dir}">`,
        head,
        ...tags,
        middle,
        fallbackHtml(page.fallback),
        rest,
      ].join('');
    },
  };
}

/** index.html of the public build, read and parsed on first use, then kept. */
export function publicPageTemplate(publicDist: string): () => Promise<PageTemplate> {
  let template: Promise<PageTemplate> | undefined;
  return () => {
    template ??= readFile(join(publicDist, 'index.html'), 'utf8')
      .then(parsePageTemplate)
      .catch((error: unknown) => {
        template = undefined;
        throw error;
      });
    return template;
  };
}
