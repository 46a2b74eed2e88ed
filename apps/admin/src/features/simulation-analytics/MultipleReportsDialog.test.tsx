import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_MESSAGES } from '@commonpurse/domain';
import { MULTIPLE_REPORTS_TITLE } from '@commonpurse/domain/analytics';
import { CurrentUserContext, isCompleteUser } from '@/session/current-user.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { jsonResponse, mockFetch, renderAt, signIn } from '@/test/render.tsx';
import { makeSummary } from '@/test/simulation-fixtures.ts';
import { MULTIPLE_REPORTS_LABELS as L, MultipleReportsDialog } from './MultipleReportsDialog.tsx';

const LIST = [
  makeSummary({ id: 1, name: 'Budget 2027', status: 'new' }),
  makeSummary({ id: 2, name: 'Budget 2025', status: 'closed' }),
  makeSummary({ id: 4, name: 'Budget 2026', status: 'active' }),
];

let exportAnswer: () => Response;
const exports: URL[] = [];
const saved: string[] = [];

beforeEach(() => {
  signIn();
  exports.length = 0;
  saved.length = 0;
  exportAnswer = () =>
    new Response('submission_id\n', {
      headers: { 'Content-Disposition': 'attachment; filename="simulations-submissions-2026-11-25.csv"' },
    });
  mockFetch((url, init) => {
    if (url.pathname === '/v1/admin/budgets') return jsonResponse({ data: LIST, meta: {} });
    if (url.pathname === '/api/budgets/export') {
      expect(new Headers(init.headers).get('Authorization')).toBe('Bearer reporting-token');
      exports.push(url);
      return exportAnswer();
    }
    return jsonResponse({}, 404);
  });
  // A URL of its own: assigning to the global one would outlast the file (files share one window).
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:x';
      static override revokeObjectURL = () => undefined;
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

function renderDialog() {
  const me = makeMe(makeClient(1, 'City of Riverton'));
  if (!isCompleteUser(me)) throw new Error('incomplete user fixture');
  renderAt(
    <CurrentUserContext.Provider value={me}>
      <MultipleReportsDialog budgetId={4} />
    </CurrentUserContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: MULTIPLE_REPORTS_TITLE }));
  return screen.getByRole('dialog', { name: MULTIPLE_REPORTS_TITLE });
}

describe('Download Multiple Reports', () => {
  it("downloads the chosen simulations' submissions on the reporting token", async () => {
    const dialog = renderDialog();
    const group = await within(dialog).findByRole('group', { name: L.legend });
    // New simulations have no data: not offered. The page's simulation is chosen.
    expect(within(group).queryByLabelText('Budget 2027')).toBeNull();
    expect(checked(within(group).getByLabelText('Budget 2026'))).toBe(true);
    expect(checked(within(group).getByLabelText('Budget 2025'))).toBe(false);
    fireEvent.click(within(group).getByLabelText('Budget 2025'));
    fireEvent.click(within(dialog).getByRole('button', { name: L.download }));
    await waitFor(() => expect(saved).toEqual(['simulations-submissions-2026-11-25.csv']));
    expect(exports[0]!.searchParams.get('budgets')).toBe('2,4');
    expect(exports[0]!.searchParams.get('_')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a download failed, and cannot download nothing', async () => {
    exportAnswer = () => jsonResponse({ message: 'Too many requests.' }, 429);
    const dialog = renderDialog();
    const download = within(dialog).getByRole('button', { name: L.download });
    fireEvent.click(await within(dialog).findByLabelText(L.selectAll));
    expect(checked(within(dialog).getByLabelText('Budget 2025'))).toBe(true);
    fireEvent.click(download);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `${REPORT_MESSAGES.downloadFailed}: Too many requests.`,
    );
    expect(exports[0]!.searchParams.get('budgets')).toBe('2,4');
    expect(saved).toEqual([]);
    fireEvent.click(within(dialog).getByLabelText(L.selectAll));
    expect((download as HTMLButtonElement).disabled).toBe(true);
  });
});
