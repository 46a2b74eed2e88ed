import { describe, expect, it } from 'vitest';
import { RECEIPT_LOCALE_CODES, RECEIPT_STATUSES, type TReceiptStatus } from './constants.ts';
import {
  activationFailure,
  csvImportFailure,
  RECEIPT_MESSAGES,
  RECEIPT_PREVIEW_MESSAGES,
} from './messages.ts';
import {
  canReceiptTransition,
  receiptPreviewRefusal,
  receiptRowActions,
  RECEIPT_STATUS_TARGETS,
} from './status.ts';

describe('receipt status transitions', () => {
  it('allows exactly the transitions of spec 3 section 4', () => {
    const allowed = RECEIPT_STATUSES.flatMap((from) =>
      RECEIPT_STATUS_TARGETS.filter((to) => canReceiptTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'new->active',
      'active->inactive',
      'inactive->active',
      'inactive->archived',
      'archived->inactive',
    ]);
  });

  it('offers each row action only in its statuses', () => {
    const actions = (status: TReceiptStatus, canPreview = true) =>
      Object.entries(receiptRowActions({ status, canPreview }))
        .filter(([, shown]) => shown)
        .map(([name]) => name);
    expect(actions('new')).toEqual(['preview', 'edit', 'activate', 'delete']);
    expect(actions('new', false)).toEqual(['edit', 'activate', 'delete']);
    expect(actions('active')).toEqual(['view', 'edit', 'deactivate']);
    expect(actions('inactive')).toEqual(['edit', 'activate', 'archive']);
    expect(actions('archived')).toEqual(['unarchive']);
  });
});

describe('receipt preview eligibility', () => {
  const parks = { name: 'Parks', subcategoryCount: 2 };

  it('needs a valid URL first', () => {
    for (const slug of [null, '', 'has space', 'bad/slash', 'x'.repeat(251)]) {
      expect(receiptPreviewRefusal({ slug, categories: [parks] })).toBe(RECEIPT_PREVIEW_MESSAGES.invalidUrl);
    }
  });

  it('needs a spending category, each with a saved subcategory', () => {
    expect(receiptPreviewRefusal({ slug: 'taxes-2027', categories: [] })).toBe(
      RECEIPT_PREVIEW_MESSAGES.missingCategories,
    );
    expect(
      receiptPreviewRefusal({
        slug: 'taxes-2027',
        categories: [parks, { name: 'Roads', subcategoryCount: 0 }],
      }),
    ).toBe('Your Spending Category "Roads" does not have a subcategory. Please update in order to Preview.');
    expect(receiptPreviewRefusal({ slug: 'taxes_2027', categories: [parks] })).toBeNull();
  });
});

describe('receipt messages', () => {
  it('joins the status errors of a refused activation, or ends with a period', () => {
    expect(activationFailure([])).toBe('An error occurred while activating this taxpayer receipt.');
    expect(activationFailure(['The URL is required', 'No licence.'])).toBe(
      'An error occurred while activating this taxpayer receipt: The URL is required No licence.',
    );
  });

  it("adds the server's message to a CSV failure when there is one", () => {
    expect(csvImportFailure()).toBe(RECEIPT_MESSAGES.csvFailed);
    expect(csvImportFailure('Row 3: amount is not a number')).toBe(
      'An error occurred while processing the CSV file: Row 3: amount is not a number',
    );
  });

  it('has the eight receipt languages, English (en_US) among them', () => {
    expect(RECEIPT_LOCALE_CODES).toEqual(['ar', 'en_US', 'ht', 'pt-BR', 'zh-CHS', 'zh-CN', 'es', 'vi_VN']);
  });
});
