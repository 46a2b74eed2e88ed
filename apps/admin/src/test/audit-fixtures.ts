import type { TAuditEvent, TAuditPage } from '@commonpurse/domain';

// Audit records for the console tests of the Audit Trail page and of both editors' History tabs.

export function makeEvent(overrides: Partial<TAuditEvent> = {}): TAuditEvent {
  return {
    id: 1,
    client_id: 1,
    user_id: 2,
    impersonator_id: null,
    user_email: 'demo@commonpurse.test',
    action: 'budgets.update',
    entity_type: 'budgets',
    entity_id: '7',
    budget_id: 7,
    budget_name: 'Parks and trails 2026',
    budget_kind: 'simulation',
    method: 'PATCH',
    path: '/v1/admin/budgets/7',
    changes: { name: { before: 'Parks 2026', after: 'Parks and trails 2026' } },
    ip: '203.0.113.9',
    created_at: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export const pageOf = (data: TAuditEvent[], total = data.length, page = 1, perPage = 25): TAuditPage => ({
  data,
  meta: { total, page, per_page: perPage },
});
