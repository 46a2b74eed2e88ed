import { describe, expect, it } from 'vitest';
import { describeAuditAction, describeAuditChange, fieldLabel } from './describe.ts';

describe('audit descriptions', () => {
  it.each([
    ['name', { before: 'Old', after: 'New' }, "Name: 'Old' → 'New'"],
    ['is_commenting_enabled', { before: true, after: false }, 'Is commenting enabled: true → false'],
    ['slug', { before: null, after: 'parks' }, "Slug: (none) → 'parks'"],
    ['amount', { before: 10, after: null }, 'Amount: 10 → (none)'],
    ['tags', { before: ['a'], after: ['a', 'b'] }, 'Tags: ["a"] → ["a","b"]'],
    ['about', { before: '', after: 'x'.repeat(100) }, `About: '' → '${'x'.repeat(79)}…'`],
  ])('describes a change of %s', (field, change, text) => {
    expect(describeAuditChange(field, change)).toBe(text);
  });

  it.each([
    [{ action: 'budgets.update', entity_type: 'budgets', entity_id: '12' }, 'Changed budget 12'],
    [
      { action: 'budget_categories.insert', entity_type: 'budget_categories', entity_id: '3' },
      'Created budget category 3',
    ],
    [{ action: 'memberships.delete', entity_type: 'memberships', entity_id: null }, 'Deleted membership'],
  ])('describes the action %o', (event, text) => {
    expect(describeAuditAction(event)).toBe(text);
  });

  it('labels a field', () => expect(fieldLabel('header_image_path')).toBe('Header image path'));
});
