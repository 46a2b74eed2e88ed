import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';

describe('route table', () => {
  const testApp = useTestApp();

  it('lists every registered route once per method, with its schemas', () => {
    const table = testApp.app.routeTable;
    const keys = table.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('POST /oauth/token');
    expect(keys).toContain('GET /v1/admin/budgets');
    expect(keys.some((k) => k.startsWith('HEAD '))).toBe(false);
    const patch = table.find((r) => r.method === 'PATCH' && r.url === '/v1/admin/budgets/:id');
    expect(patch?.schema?.body).toBeDefined();
  });
});
