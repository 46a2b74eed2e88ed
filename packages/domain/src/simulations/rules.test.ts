import { describe, expect, it } from 'vitest';
import { canTransition, isDeletable, isEditable, licenceRefusal, rowActions } from './status.ts';
import { previewRefusal, type TEligibilityCategory } from './preview.ts';
import { slugProblem } from './slug.ts';
import { cleanRedirectUrl, normalizeMapHeight, parseNumeric, stripNonNumeric } from './cleanup.ts';
import { PREVIEW_MESSAGES, SLUG_MESSAGES, counterLabel } from './messages.ts';
import { expenseChartFlags, expenseChartOf, SIMULATION_STATUSES } from './constants.ts';

describe('status transitions', () => {
  it.each([
    ['new', 'active', true],
    ['new', 'inactive', false],
    ['new', 'archived', false],
    ['active', 'inactive', true],
    ['active', 'closed', true],
    ['active', 'archived', false],
    ['inactive', 'active', true],
    ['inactive', 'archived', true],
    ['closed', 'active', true],
    ['closed', 'inactive', true],
    ['closed', 'archived', false],
    ['archived', 'inactive', true],
    ['archived', 'active', false],
  ] as const)('%s -> %s is %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('edits only New, Active and Closed, and deletes only New', () => {
    expect(SIMULATION_STATUSES.filter(isEditable)).toEqual(['new', 'active', 'closed']);
    expect(SIMULATION_STATUSES.filter(isDeletable)).toEqual(['new']);
  });

  it('shows the row actions each status allows', () => {
    const base = { canPreview: true, canViewAnalytics: true };
    expect(rowActions({ ...base, status: 'new' })).toMatchObject({
      analytics: false,
      preview: true,
      view: false,
      activate: true,
      delete: true,
      archive: false,
    });
    expect(rowActions({ ...base, status: 'new', canPreview: false }).preview).toBe(false);
    expect(rowActions({ ...base, status: 'active' })).toMatchObject({
      analytics: true,
      view: true,
      deactivate: true,
      activate: false,
      delete: false,
    });
    expect(rowActions({ ...base, status: 'active', canViewAnalytics: false }).analytics).toBe(false);
    expect(rowActions({ ...base, status: 'inactive' })).toMatchObject({
      activate: true,
      archive: true,
      edit: false,
      voting: false,
    });
    // An Inactive prioritization opens on its Voting tab (paper ballots, results).
    expect(rowActions({ ...base, status: 'inactive', isPb: true })).toMatchObject({
      edit: false,
      voting: true,
    });
    expect(rowActions({ ...base, status: 'active', isPb: true })).toMatchObject({
      edit: true,
      voting: false,
    });
    expect(rowActions({ ...base, status: 'archived' })).toMatchObject({
      unarchive: true,
      activate: false,
      edit: false,
    });
  });
});

describe('licenceRefusal', () => {
  it.each([
    [{ isTrial: true, activeCount: 0, allowed: 5 }, 'trial'],
    [{ isTrial: false, activeCount: 0, allowed: 0 }, 'no_licence'],
    [{ isTrial: false, activeCount: 4, allowed: 5 }, null],
    [{ isTrial: false, activeCount: 5, allowed: 5 }, 'no_licence'],
    [{ isTrial: false, activeCount: 0, allowed: 1 }, null],
  ])('%j -> %s', (input, expected) => {
    expect(licenceRefusal(input)).toBe(expected);
  });

  it('labels the counter', () => {
    expect(counterLabel(2, 5, false)).toBe('2 / 5 Active Simulations');
    expect(counterLabel(0, 3, true)).toBe('0 / 3 Active Prioritizations');
  });
});

describe('previewRefusal', () => {
  const cat = (
    name: string,
    type: 'expense' | 'revenue',
    subcategoryCount: number,
  ): TEligibilityCategory => ({
    name,
    type,
    subcategoryCount,
  });
  const complete = [cat('Police', 'expense', 2), cat('Taxes', 'revenue', 1)];

  it.each([
    [{ slug: null, isPb: false, categories: complete }, PREVIEW_MESSAGES.invalidUrl],
    [{ slug: 'has space', isPb: false, categories: complete }, PREVIEW_MESSAGES.invalidUrl],
    [{ slug: 'fy27', isPb: false, categories: [] }, PREVIEW_MESSAGES.missingCategories],
    [
      { slug: 'fy27', isPb: false, categories: [cat('Police', 'expense', 1)] },
      PREVIEW_MESSAGES.missingCategories,
    ],
    [
      { slug: 'fy27', isPb: false, categories: [...complete, cat('Parks', 'expense', 0)] },
      PREVIEW_MESSAGES.emptyCategory('Spending', 'Parks'),
    ],
    [
      { slug: 'fy27', isPb: false, categories: [...complete, cat('Fees', 'revenue', 0)] },
      PREVIEW_MESSAGES.emptyCategory('Revenue', 'Fees'),
    ],
    [{ slug: 'fy27', isPb: false, categories: [...complete, cat('Uncategorized', 'expense', 0)] }, null],
    [{ slug: 'fy27', isPb: false, categories: complete }, null],
    [{ slug: 'parks-2027', isPb: true, categories: [cat('Uncategorized', 'expense', 0)] }, null],
    [{ slug: null, isPb: true, categories: [] }, PREVIEW_MESSAGES.invalidUrl],
  ])('%j -> %s', (input, expected) => {
    expect(previewRefusal(input)).toBe(expected);
  });

  it('keeps the product spelling of the tooltips', () => {
    expect(PREVIEW_MESSAGES.invalidUrl).toBe('You cannot preview your simulation wihtout a valid URL.');
    expect(PREVIEW_MESSAGES.emptyCategory('Spending', 'Parks')).toBe(
      'Your Spending Category Parks does not have a sub-category. Please update in order to Preview',
    );
  });
});

describe('slugProblem', () => {
  it.each([
    ['', SLUG_MESSAGES.required],
    ['two words', SLUG_MESSAGES.noSpaces],
    ['tab\there', SLUG_MESSAGES.noSpaces],
    ['a'.repeat(251), SLUG_MESSAGES.tooLong],
    ['a'.repeat(250), null],
    ['budget/2027', SLUG_MESSAGES.invalidCharacters],
    ['café', SLUG_MESSAGES.invalidCharacters],
    ['FY_2027-budget', null],
  ])('%j -> %s', (slug, expected) => {
    expect(slugProblem(slug)).toBe(expected);
  });
});

describe('clean-up', () => {
  it.each([
    ['survey.example.org/thanks?id={USER_ID}', 'https://survey.example.org/thanks?id={USER_ID}'],
    ['http://example.org/a b', 'http://example.org/ab'],
    ['HTTPS://Example.org', 'HTTPS://Example.org'],
    ['  example.org/<script>  ', 'https://example.org/script'],
    ['', ''],
    ['   ', ''],
  ])('redirect %j -> %j', (raw, expected) => {
    expect(cleanRedirectUrl(raw)).toBe(expected);
  });

  it.each([
    ['$1,250,000.50', '1250000.50'],
    ['-3 000', '-3000'],
    ['abc', ''],
  ])('strips %j to %j', (raw, expected) => {
    expect(stripNonNumeric(raw)).toBe(expected);
  });

  it.each([
    ['$1,250', 1250],
    ['', null],
    ['-', null],
    [null, null],
    [42.5, 42.5],
    [Number.NaN, null],
  ])('parses %j as %j', (raw, expected) => {
    expect(parseNumeric(raw)).toBe(expected);
  });

  it.each([
    [null, 500],
    [299, 500],
    [300, 300],
    [1200, 1200],
    [5000, 1200],
  ])('map height %j -> %j', (height, expected) => {
    expect(normalizeMapHeight(height)).toBe(expected);
  });

  it('maps the expense chart setting both ways', () => {
    expect(expenseChartFlags('pie')).toEqual({
      is_expense_chart_enabled: true,
      is_expense_bar_chart_enabled: false,
    });
    expect(expenseChartFlags('bar')).toEqual({
      is_expense_chart_enabled: false,
      is_expense_bar_chart_enabled: true,
    });
    expect(expenseChartFlags('none')).toEqual({
      is_expense_chart_enabled: false,
      is_expense_bar_chart_enabled: false,
    });
    for (const chart of ['pie', 'bar', 'none'] as const)
      expect(expenseChartOf(expenseChartFlags(chart))).toBe(chart);
  });
});
