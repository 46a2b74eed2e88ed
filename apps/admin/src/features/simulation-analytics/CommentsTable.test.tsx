import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_MESSAGES } from '@commonpurse/domain';
import type { TCommentRow } from '@commonpurse/domain/analytics';
import { jsonResponse, mockFetch, renderAt, signIn } from '@/test/render.tsx';
import { ErrorBanner } from '@/ui/notify.tsx';
import { CommentsTable } from './CommentsTable.tsx';
import { asUser } from './section-harness.tsx';
import { COMMENTS_LABELS as L } from './sections-labels.ts';

const row = (id: number, extra: Partial<TCommentRow> = {}): TCommentRow => ({
  id,
  comment: `Comment ${id}`,
  name: 'Parks',
  difference_amount: 1250.6,
  rank: null,
  created_at: '2026-11-20T12:00:00.000Z',
  ip_address: '203.0.113.9',
  ...extra,
});

const calls: string[] = [];
let failing = false;
beforeEach(() => {
  signIn();
  calls.length = 0;
  failing = false;
  mockFetch((url) => {
    calls.push(`${url.pathname}${url.search}`);
    if (failing) return jsonResponse({ message: 'Boom' }, 500);
    if (url.pathname === '/v1/admin/budgets/7/comments/export')
      return new Response('comment\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="b-comments.csv"',
        },
      });
    const page = Number(url.searchParams.get('page'));
    const data =
      page === 1
        ? [row(12, { name: null, difference_amount: null, rank: 2 }), row(11)]
        : [row(1, { comment: 'Oldest' })];
    return jsonResponse({ data, meta: { total: 11, page, per_page: 10 } });
  });
});

const cellsOf = (tr: HTMLElement) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('comments table', () => {
  it('shows each comment with its item, change, rank, date and IP, and pages to page 2', async () => {
    renderAt(asUser(<CommentsTable budgetId={7} />));
    const table = await screen.findByRole('table', { name: L.caption });
    await within(table).findByText('Comment 12');
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[0]!)).toEqual(Object.values(L.columns));
    expect(cellsOf(rows[1]!)).toEqual([
      'Comment 12',
      L.wholeSimulation,
      '—',
      '2',
      'Nov 20, 2026',
      '203.0.113.9',
    ]);
    expect(cellsOf(rows[2]!)).toEqual(['Comment 11', 'Parks', '$1,251', '—', 'Nov 20, 2026', '203.0.113.9']);
    expect(screen.getByText('1–10 of 11')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await within(table).findByText('Oldest')).toBeTruthy();
    expect(calls).toEqual(['/v1/admin/budgets/7/comments?page=1', '/v1/admin/budgets/7/comments?page=2']);
  });

  it('has no IP column when the client suppresses IPs', async () => {
    renderAt(asUser(<CommentsTable budgetId={7} />, { suppress_ips: true }));
    const table = await screen.findByRole('table', { name: L.caption });
    await within(table).findByText('Comment 12');
    expect(cellsOf(within(table).getAllByRole('row')[0]!)).not.toContain(L.columns.ip);
    expect(within(table).queryByText('203.0.113.9')).toBeNull();
  });

  it('shows an empty list when the comments cannot be loaded', async () => {
    failing = true;
    renderAt(asUser(<CommentsTable budgetId={7} />));
    const table = await screen.findByRole('table', { name: L.caption });
    expect(await within(table).findByText(L.none)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads the CSV, and says why when it fails', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    // A URL of its own: assigning to the global one would outlast the file (files share one window).
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    // jsdom cannot follow the download link.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(
      asUser(
        <>
          <ErrorBanner />
          <CommentsTable budgetId={7} />
        </>,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: L.download }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls).toContain('/v1/admin/budgets/7/comments/export');

    failing = true;
    fireEvent.click(screen.getByRole('button', { name: L.download }));
    expect(await screen.findByText(`${REPORT_MESSAGES.downloadFailed}: Boom`)).toBeTruthy();
  });
});
