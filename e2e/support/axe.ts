import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface TAxeScan {
  /** Only violations of these impacts (all when none given). */
  impacts?: readonly string[];
  /** axe's best-practice rules too (landmarks, heading order, ...), most of them moderate or minor. */
  bestPractices?: boolean;
}

/**
 * Waits for running CSS transitions and animations to end: axe measures colours as drawn, so a
 * snackbar still fading in reads as a contrast failure of text that is fine once it is shown.
 */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * Puts axe-core in the page unless this document has it already (an earlier scan of the same page), and
 * answers the source AxeBuilder should inject: none then (it would parse axe's 550 kB twice a scan).
 */
async function injectOnce(page: Page) {
  const present = () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function';
  if (!(await page.evaluate(present))) await page.evaluate(axe.source);
  return ';';
}

/**
 * The page's violations of WCAG 2.1 A/AA (and best practices when asked), one readable line each.
 * A page of one frame (every page the specs scan) is scanned by axe.run in the page itself
 * (AxeBuilder's legacy mode): the same rules on the same DOM as the default mode, without the blank
 * page the default opens for each scan to merge the frames' partial results (a renderer and a copy of
 * axe each time), and with axe put in each document once, not twice a scan (decision 0619).
 */
export async function axeViolations(page: Page, scan: TAxeScan = {}): Promise<string[]> {
  const found = await scanOnce(page, scan);
  // A node taken out of the page while axe ran (a first visit's help tooltip closing by itself after
  // ten seconds) is reported at ':root', the only selector left for it: not the page as shown. The
  // page is scanned again then, and what the second scan finds is the answer.
  return found.some((line) => line.includes('(:root')) ? scanOnce(page, scan) : found;
}

async function scanOnce(page: Page, scan: TAxeScan) {
  const tags = scan.bestPractices ? [...WCAG_AA, 'best-practice'] : WCAG_AA;
  await settled(page);
  // A page with frames gets AxeBuilder's default mode: its legacy mode skips a srcdoc frame's content.
  const results =
    page.frames().length === 1
      ? await new AxeBuilder({ page, axeSource: await injectOnce(page) })
          .withTags(tags)
          .setLegacyMode()
          .analyze()
      : await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((v) => scan.impacts === undefined || scan.impacts.includes(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** WCAG 2.1 A/AA violations of the given impacts (all when none given). */
export const wcagViolations = (page: Page, impacts?: readonly string[]) => axeViolations(page, { impacts });

/** Serious and critical WCAG 2.1 A/AA violations on the page (empty when clean). */
export const seriousViolations = (page: Page) => wcagViolations(page, ['serious', 'critical']);

/** Every violation, minor and moderate ones included, of WCAG 2.1 A/AA and axe's best practices. */
export const allViolations = (page: Page) => axeViolations(page, { bestPractices: true });
