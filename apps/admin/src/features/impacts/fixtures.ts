import type { TImpactView } from '@commonpurse/domain';

let nextId = 8000;

/** An impact as the server answers it. */
export function makeImpact(overrides: Partial<TImpactView> = {}): TImpactView {
  const id = overrides.id ?? nextId++;
  return {
    id,
    budget_id: 1,
    name: `Impact ${id}`,
    description: null,
    additional_details: null,
    target: null,
    prefix: null,
    suffix: null,
    type: null,
    display_order: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
