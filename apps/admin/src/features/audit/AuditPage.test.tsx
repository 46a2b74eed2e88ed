import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desktopViewport, jsonResponse, mockFetch, renderAt, signIn } from '@/test/render.tsx';
import AuditPage from './AuditPage.tsx';
import { AUDIT_LABELS as L } from './labels.ts';
import { makeEvent, pageOf } from '@/test/audit-fixtures.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

function auditServer(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  mockFetch((url) => {
    urls.push(url);
    return url.pathname === '/v1/admin/audit' ? answer(url) : jsonResponse({ message: 'Not Found' }, 404);
  });
  return urls;
}

describe('Audit page', () => {
  it('shows who did what when, with each change as "Field: old → new", and the impersonator', async () => {
    auditServer(() =>
      jsonResponse(
        pageOf([
          makeEvent({ id: 2, impersonator_id: 9 }),
          makeEvent({
            id: 1,
            action: 'budget_categories.insert',
            entity_type: 'budget_categories',
            entity_id: '3',
            changes: {
              id: { before: null, after: 3 },
              name: { before: null, after: 'Parks' },
              description: { before: null, after: '' },
            },
          }),
        ]),
      ),
    );
    renderAt(<AuditPage />);
    const table = await screen.findByRole('table', { name: L.tableLabel });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('demo@commonpurse.test');
    expect(rows[0]?.textContent).toContain(L.impersonatedBy(9));
    expect(rows[0]?.textContent).toContain('203.0.113.9');
    expect(rows[0]?.textContent).toContain("Changed simulation 'Parks and trails 2026'");
    expect(rows[0]?.textContent).toContain("Name: 'Parks 2026' → 'Parks and trails 2026'");
    expect(rows[1]?.textContent).toContain(
      "Created budget category 'Parks' in simulation 'Parks and trails 2026'",
    );
    // A creation lists the values somebody set, not the row's ids and empty columns.
    expect(
      within(rows[1]!)
        .getAllByText(/^Name: /)
        .map((line) => line.textContent),
    ).toEqual(["Name: 'Parks'"]);
    expect(rows[1]?.textContent).not.toMatch(/Id:|Description:/);
  });

  it('sends the filters and pages through the trail', async () => {
    const urls = auditServer((url) =>
      jsonResponse(
        pageOf(
          [makeEvent({ id: Number(url.searchParams.get('page') ?? 1) })],
          60,
          Number(url.searchParams.get('page') ?? 1),
          50,
        ),
      ),
    );
    renderAt(<AuditPage />);
    await screen.findByRole('table', { name: L.tableLabel });
    await userEvent.type(screen.getByLabelText(L.filters.budget_id), '7');
    await userEvent.type(screen.getByLabelText(L.filters.action), 'budgets.update');
    await userEvent.click(screen.getByRole('button', { name: L.apply }));
    await screen.findByText('1–50 of 60');
    const filtered = urls.at(-1);
    expect(filtered?.searchParams.get('budget_id')).toBe('7');
    expect(filtered?.searchParams.get('action')).toBe('budgets.update');
    expect(filtered?.searchParams.has('client_id')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('51–60 of 60');
    expect(urls.at(-1)?.searchParams.get('page')).toBe('2');
    expect(urls.at(-1)?.searchParams.get('budget_id')).toBe('7');
  });

  it('tells a non-superadmin the trail is not theirs to read', async () => {
    auditServer(() => jsonResponse({ message: 'Forbidden' }, 403));
    renderAt(<AuditPage />);
    expect(await screen.findByText(L.forbidden)).toBeTruthy();
  });
});
