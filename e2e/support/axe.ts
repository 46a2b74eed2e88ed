import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** WCAG 2.1 A/AA violations of the given impacts (all when none given), one readable line each. */
export async function wcagViolations(page: Page, impacts?: readonly string[]) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations
    .filter((v) => impacts === undefined || impacts.includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Serious and critical WCAG 2.1 A/AA violations on the page (empty when clean). */
export const seriousViolations = (page: Page) => wcagViolations(page, ['serious', 'critical']);
