import { expect, type Page } from '@playwright/test';

const VIOLATION = 'CSP violation';
/** Words of Chromium's own console message for a violation. */
const CHROMIUM_REPORT = 'Content Security Policy';

/**
 * Content-Security-Policy violations as the page saw them (securitypolicyviolation) and as Chromium
 * logged them, collected from the page's next navigation on; a test splices them out to check them.
 * Awaited: the page's listener is in place only once its init script is registered (not awaited, a
 * fast first navigation could start without it, and a refused script was then never seen).
 */
export async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Content Security Policy') || text.startsWith(VIOLATION)) violations.push(text);
  });
  await page.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  }, VIOLATION);
  return violations;
}

/**
 * Waits until a violation has been reported both ways, by Chromium and by the page's event (either may
 * come last, later under load), then takes every report out, so that none is left for a later check.
 */
export async function takeReports(violations: string[]) {
  await expect
    .poll(() => [CHROMIUM_REPORT, VIOLATION].every((kind) => violations.some((v) => v.includes(kind))))
    .toBe(true);
  return violations.splice(0);
}
