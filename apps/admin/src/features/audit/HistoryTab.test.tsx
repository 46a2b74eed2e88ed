import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse } from '@/test/render.tsx';
import { makeView } from '@/test/simulation-fixtures.ts';
import { renderTab } from '@/test/tab-harness.tsx';
import HistoryTab from './HistoryTab.tsx';
import { AUDIT_LABELS as L } from './labels.ts';
import { makeEvent, pageOf } from '@/test/audit-fixtures.ts';

describe('History tab', () => {
  it("lists the simulation's changes from its history call, without IPs", async () => {
    const view = makeView({ id: 7 });
    const calls = renderTab(<HistoryTab />, {
      view,
      handle: (url) =>
        url.pathname === '/v1/admin/budgets/7/history'
          ? jsonResponse(pageOf([makeEvent({ ip: undefined })]))
          : undefined,
    });
    const table = await screen.findByRole('table', { name: L.tableLabel });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row?.textContent).toContain("Name: 'Parks 2026' → 'Parks and trails 2026'");
    expect(row?.textContent).toContain('demo@commonpurse.test');
    expect(row?.textContent).not.toContain('203.0.113.9');
    expect(calls.calls.some((call) => call.path === '/v1/admin/budgets/7/history')).toBe(true);
  });

  it('says so when nothing was recorded yet', async () => {
    renderTab(<HistoryTab />, {
      view: makeView({ id: 8 }),
      handle: (url) =>
        url.pathname === '/v1/admin/budgets/8/history' ? jsonResponse(pageOf([])) : undefined,
    });
    expect(await screen.findByText(L.empty)).toBeTruthy();
  });
});
