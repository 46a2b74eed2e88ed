import type { Page } from '@playwright/test';

/**
 * What the XSS spec watches on a page (decision 0559): every payload calls `__xss(id)` (or
 * alert/confirm/prompt) when it runs, so each call is an execution, reported to the test at once through
 * a binding (it survives navigations). Installed in every frame before any page script runs.
 */
export async function installXssTraps(page: Page, executions: string[]) {
  await page.exposeFunction('__xssReport', (what: string) => {
    executions.push(`${what} on ${page.url()}`);
  });
  await page.addInitScript(() => {
    const report = (via: string) => (id?: unknown) => {
      void (window as unknown as { __xssReport(what: string): Promise<void> }).__xssReport(
        `${via}(${String(id)})`,
      );
      return null;
    };
    Object.assign(window, {
      __xss: report('__xss'),
      alert: report('alert'),
      confirm: report('confirm'),
      prompt: report('prompt'),
    });
  });
  // A frame of another origin (a data: document) keeps its own dialogs: any that opens is an execution.
  page.on('dialog', (dialog) => {
    executions.push(`dialog "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss();
  });
}

/**
 * The check that does not wait for anything to run (nor on any Content-Security-Policy): markup in the
 * live DOM, in every frame and open shadow root, that would run script when loaded, hovered or clicked.
 * React never writes on* attributes (it listens at the root), so any such attribute came from data.
 */
export async function runnableMarkup(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    const inFrame = await frame
      .evaluate(() => {
        const hits: string[] = [];
        const URL_ATTRIBUTES = new Set([
          'href',
          'src',
          'action',
          'formaction',
          'xlink:href',
          'data',
          'poster',
        ]);
        // (An SVG data image runs no script as an image: the console's own favicon is one.)
        const SCRIPT_URL = /^(javascript|vbscript|data:(text\/html|application\/xhtml|text\/javascript))/;
        const FOREIGN = new Set(['object', 'embed', 'base', 'frame', 'frameset', 'applet']);
        const describe = (el: Element, what: string) => `<${el.tagName.toLowerCase()}> ${what.slice(0, 120)}`;
        const roots: ParentNode[] = [document];
        for (let i = 0; i < roots.length; i += 1)
          for (const el of roots[i]!.querySelectorAll('*')) {
            if (el.shadowRoot) roots.push(el.shadowRoot);
            const tag = el.tagName.toLowerCase();
            for (const { name, value } of el.attributes) {
              // As a URL parser reads it: without spaces and control characters.
              const bare = [...value]
                .filter((c) => c.charCodeAt(0) > 0x20)
                .join('')
                .toLowerCase();
              if (name.startsWith('on')) hits.push(describe(el, `${name}="${value}"`));
              else if (name === 'srcdoc') hits.push(describe(el, `srcdoc="${value}"`));
              else if (URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(bare))
                hits.push(describe(el, `${name}="${value}"`));
              else if (name === 'style' && /expression\(|javascript:|behavior:/.test(bare))
                hits.push(describe(el, `style="${value}"`));
            }
            if (FOREIGN.has(tag)) hits.push(describe(el, el.outerHTML));
            if (tag === 'meta' && /url=/i.test(el.getAttribute('content') ?? ''))
              hits.push(describe(el, el.outerHTML));
            const text = el.textContent ?? '';
            // The page data's JSON (type application/json) carries payloads as escaped data: not a script.
            if (
              tag === 'script' &&
              !/json/i.test(el.getAttribute('type') ?? '') &&
              /__xss|alert|confirm|prompt/.test(text)
            )
              hits.push(describe(el, text));
            if (tag === 'style' && /__xss|javascript:|expression\(/.test(text)) hits.push(describe(el, text));
          }
        return hits;
      })
      .catch((error: Error) => [`frame ${frame.url()} could not be read: ${error.message}`]);
    found.push(...inFrame.map((hit) => `${hit} on ${frame.url()}`));
  }
  return found;
}
