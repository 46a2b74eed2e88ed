import { describe, expect, it } from 'vitest';
import { parsePageTemplate, type PageHead } from './public-page-template.ts';

const HEAD: PageHead = {
  lang: 'es',
  dir: 'ltr',
  title: 'T',
  share: null,
  noindex: false,
  bootstrap: {
    subdomain: 'demo',
    slug: 's',
    kind: 'simulation',
    preview: '</script><!--',
    status: 'ok',
    locale: 'es',
  },
  fallback: { heading: null, sentences: ['No JavaScript.'] },
};

describe('the public page template', () => {
  it('replaces the build’s own language, title and share tags, keeping the rest of <html> and <head>', () => {
    const html = parsePageTemplate(
      `<!doctype html><html class="x" lang='en' dir=ltr><head><meta charset="UTF-8"><title>Old</title>` +
        `<meta property="og:title" content="Old"><meta name="description" content="Old">` +
        `<link rel="icon" href="/_public/icon.svg"></head><body><div id="root">  </div></body></html>`,
    ).render(HEAD);
    expect(html).toMatch(/^<!doctype html><html class="x" lang="es" dir="ltr"><head><meta charset="UTF-8">/);
    expect(html).not.toContain('Old');
    expect(html).toContain('<link rel="icon" href="/_public/icon.svg">');
    expect(html).toContain('<title>T</title>');
    expect(html).toMatch(
      /<div id="root"><noscript><main lang="en" dir="ltr" style="[^"]*"><p>No JavaScript.<\/p><\/main><\/noscript><\/div><\/body>/,
    );
  });

  it('writes the bootstrap so that no value can close its element', () => {
    const html = parsePageTemplate('<html><head></head><body><div id="root"></div></body></html>').render(
      HEAD,
    );
    const json = /id="cp-bootstrap">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).toContain('"preview":"\\u003c/script\\u003e\\u003c!--"');
    expect(JSON.parse(json)).toEqual(HEAD.bootstrap);
  });

  it('preloads the page data of an available simulation at the address the page fetches', () => {
    const template = parsePageTemplate('<html><head></head><body><div id="root"></div></body></html>');
    const html = template.render(HEAD);
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" ' +
        'href="/v1/public/sites/demo/budgets/s?preview=%3C%2Fscript%3E%3C!--" />',
    );
    const unavailable = template.render({ ...HEAD, bootstrap: { ...HEAD.bootstrap, status: 'unavailable' } });
    expect(unavailable).not.toContain('rel="preload"');
  });

  it("preloads a receipt's page data from the receipts address", () => {
    const template = parsePageTemplate('<html><head></head><body><div id="root"></div></body></html>');
    const html = template.render({
      ...HEAD,
      bootstrap: { ...HEAD.bootstrap, kind: 'receipt', preview: null },
    });
    expect(html).toContain('href="/v1/public/sites/demo/receipts/s" />');
  });

  it.each([
    ['no root', '<html><head></head><body></body></html>'],
    ['a filled root', '<html><head></head><body><div id="root"><p>x</p></div></body></html>'],
    ['no head end', '<html><body><div id="root"></div></body></html>'],
  ])('refuses a build with %s', (_, html) => {
    expect(() => parsePageTemplate(html)).toThrow(/index.html needs/);
  });
});
