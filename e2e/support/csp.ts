import type { Page } from '@playwright/test';

const VIOLATION = 'CSP violation';

/**
 * Content-Security-Policy violations as the page saw them (securitypolicyviolation) and as Chromium
 * logged them, collected from the page's next navigation on; a test splices them out to check them.
 */
export function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Content Security Policy') || text.startsWith(VIOLATION)) violations.push(text);
  });
  void page.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  }, VIOLATION);
  return violations;
}
