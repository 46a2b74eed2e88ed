import { describe, expect, it } from 'vitest';
import { describeAuditAction, describeAuditChange, describeAuditChanges, fieldLabel } from './describe.ts';

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

  const rename = { name: { before: 'Parks 2026', after: 'Parks and trails 2026' } };
  const event = (action: string, entity: string, id: string | null, extra: object = {}) => ({
    action,
    entity_type: entity,
    entity_id: id,
    changes: {},
    budget_name: null,
    budget_kind: null,
    ...extra,
  });

  it.each([
    [event('budgets.update', 'budgets', '12'), 'Changed budget 12'],
    [
      event('budgets.update', 'budgets', '12', { budget_name: 'Parks 2026', budget_kind: 'simulation' }),
      "Changed simulation 'Parks 2026'",
    ],
    [
      event('budgets.update', 'budgets', '12', {
        changes: rename,
        budget_name: 'Parks and trails 2026',
        budget_kind: 'prioritization',
      }),
      "Changed prioritization 'Parks and trails 2026'",
    ],
    [
      event('budgets.delete', 'budgets', '12', { changes: { name: { before: 'Old receipt', after: null } } }),
      "Deleted budget 'Old receipt'",
    ],
    [event('budget_categories.insert', 'budget_categories', '3'), 'Created budget category 3'],
    [
      event('budget_categories.insert', 'budget_categories', '3', {
        changes: { name: { before: null, after: 'Roads' } },
        budget_name: 'Your 2026 taxes',
        budget_kind: 'receipt',
      }),
      "Created budget category 'Roads' in receipt 'Your 2026 taxes'",
    ],
    [
      event('impacts.update', 'impacts', '4', { budget_name: 'x'.repeat(70), budget_kind: 'simulation' }),
      `Changed impact 4 in simulation '${'x'.repeat(59)}…'`,
    ],
    [event('memberships.delete', 'memberships', null), 'Deleted membership'],
  ] as const)('describes the action %o', (audited, text) => {
    expect(describeAuditAction(audited)).toBe(text);
  });

  const row = {
    id: { before: null, after: 7 },
    client_id: { before: null, after: 2 },
    budget_id: { before: null, after: 10 },
    display_order: { before: null, after: 6 },
    created_at: { before: null, after: '2026-11-29T10:00:00Z' },
    name: { before: null, after: 'Roads' },
    description: { before: null, after: '' },
    amount: { before: null, after: 1200 },
    sort_order: { before: null, after: 0 },
    is_locked: { before: null, after: false },
    is_hidden: { before: null, after: true },
    tags: { before: null, after: [] },
    icon: { before: null, after: null },
  };
  const reversed = Object.fromEntries(
    Object.entries(row).map(([field, change]) => [field, { before: change.after, after: null }]),
  );

  it('lists only the values somebody set when a record is created or deleted', () => {
    const lines = ["Name: 'Roads'", 'Amount: 1200', 'Is hidden: true'];
    expect(describeAuditChanges({ action: 'budget_categories.insert', changes: row })).toEqual(lines);
    expect(describeAuditChanges({ action: 'budget_categories.delete', changes: reversed })).toEqual(lines);
  });

  it('lists every field of a change, empty ones included', () => {
    const changes = {
      name: { before: 'Roads', after: 'Streets' },
      is_locked: { before: true, after: false },
    };
    expect(describeAuditChanges({ action: 'budget_categories.update', changes })).toEqual([
      "Name: 'Roads' → 'Streets'",
      'Is locked: true → false',
    ]);
  });

  it('labels a field', () => expect(fieldLabel('header_image_path')).toBe('Header image path'));
});
