import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIMULATION_MESSAGES as M } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { bodyOf, mockSimulationApi } from '@/test/simulation-api.ts';
import { makeCounts, makeSummary } from '@/test/simulation-fixtures.ts';
import { ACTION_LABELS, LIST_LABELS } from '../labels.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

const newSim = makeSummary({ id: 1, name: 'Budget 2027', status: 'new', created_at: '2026-03-01T00:00:00Z' });
const activeSim = makeSummary({
  id: 2,
  name: 'Budget 2026',
  status: 'active',
  description: 'Our general fund',
  created_at: '2026-02-01T00:00:00Z',
});
const inactiveSim = makeSummary({
  id: 3,
  name: 'Budget 2025',
  status: 'inactive',
  created_at: '2026-01-01T00:00:00Z',
});
const archivedSim = makeSummary({
  id: 4,
  name: 'Budget 2020',
  status: 'archived',
  created_at: '2025-01-01T00:00:00Z',
});
const pbSim = makeSummary({ id: 5, name: 'Parks projects', is_pb: true, status: 'active' });
const LIST = [inactiveSim, archivedSim, newSim, pbSim, activeSim];

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function expand(name: string) {
  const row = (await screen.findByText(name)).closest('tr')!;
  await userEvent.click(row);
  return screen.getByRole('group', { name: LIST_LABELS.rowActions(name) });
}

const buttonNames = (group: HTMLElement) =>
  [...within(group).queryAllByRole('button'), ...within(group).queryAllByRole('link')]
    .map((el) => el.textContent)
    .sort();

describe('simulation list', () => {
  it('lists simulations newest first, All hiding Archived, and filters by status', async () => {
    mockSimulationApi({ list: LIST });
    renderConsoleAt('/simulations');
    await screen.findByText('Budget 2027');
    expect(rowNames()).toEqual(['Budget 2027', 'Budget 2026', 'Budget 2025']);
    expect(screen.getByRole('columnheader', { name: 'Date Modified' })).toBeTruthy();
    const active = screen.getByText('Budget 2026').closest('tr')!;
    expect(within(active).getByText('Our general fund')).toBeTruthy();
    expect(within(active).getByText('Active')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Simulations | Commonpurse'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Archived' }));
    expect(rowNames()).toEqual(['Budget 2020']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Closed' }));
    expect(screen.getByText('No simulations are Closed.')).toBeTruthy();
  });

  it('shows the licence counter with its explanation, counted by kind', async () => {
    mockSimulationApi({
      list: LIST,
      meta: makeCounts({ active_count: 2, allowed_count: 3, active_pb_count: 1 }),
    });
    const { unmount } = renderConsoleAt('/simulations');
    const counter = await screen.findByText('2 / 3 Active Simulations');
    await userEvent.hover(counter);
    expect(await screen.findByRole('tooltip', { name: LIST_LABELS.counterHelp('Simulations') })).toBeTruthy();
    expect(counter.getAttribute('tabindex')).toBe('0');
    unmount();

    renderConsoleAt('/pb');
    expect(await screen.findByText('1 / 1 Active Prioritizations')).toBeTruthy();
    expect(rowNames()).toEqual(['Parks projects']);
    await waitFor(() => expect(document.title).toBe('Prioritizations | Commonpurse'));
  });

  it('opens an inactive prioritization on its Voting tab (paper ballots and results)', async () => {
    const closedVote = makeSummary({ id: 6, name: 'Parks vote', is_pb: true, status: 'inactive' });
    mockSimulationApi({ list: [closedVote] });
    renderConsoleAt('/pb');
    const group = await expand('Parks vote');
    expect(within(group).getByRole('link', { name: ACTION_LABELS.voting }).getAttribute('href')).toBe(
      '/pb/6#voting',
    );
    expect(within(group).queryByRole('link', { name: ACTION_LABELS.edit })).toBeNull();
  });

  it('shows the empty state when there is nothing yet', async () => {
    mockSimulationApi({ list: [] });
    renderConsoleAt('/simulations');
    expect(await screen.findByText(LIST_LABELS.empty('Simulations'))).toBeTruthy();
  });

  it('expands one row at a time, by click or keyboard, with the actions of its status', async () => {
    mockSimulationApi({ list: LIST });
    renderConsoleAt('/simulations');
    const toggle = await screen.findByRole('button', { name: 'Budget 2027' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeTruthy();
    const group = screen.getByRole('group', { name: LIST_LABELS.rowActions('Budget 2027') });
    expect(buttonNames(group)).toEqual(['Activate', 'Delete', 'Edit', 'Preview']);
    expect(within(group).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/simulations/1');
    expect(
      within(group)
        .getByRole('link', { name: /Preview/ })
        .getAttribute('target'),
    ).toBe('_blank');

    // Space on another row moves the expansion there.
    const other = screen.getByRole('button', { name: 'Budget 2026' });
    other.focus();
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(other.getAttribute('aria-expanded')).toBe('true');
    const activeGroup = screen.getByRole('group', { name: LIST_LABELS.rowActions('Budget 2026') });
    expect(buttonNames(activeGroup)).toEqual(['Analytics', 'Deactivate', 'Download Report', 'Edit', 'View']);
    expect(within(activeGroup).getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe(
      '/analytics/2',
    );
    expect(within(activeGroup).getByRole('link', { name: /View/ }).getAttribute('href')).toBe(
      activeSim.public_url,
    );
    // A click anywhere on the row toggles it too.
    await userEvent.click(screen.getByText('Our general fund'));
    expect(other.getAttribute('aria-expanded')).toBe('false');

    expect(buttonNames(await expand('Budget 2025'))).toEqual(['Activate', 'Analytics', 'Archive']);
  });

  it('shows Unarchive for archived rows and hides Analytics without the capability', async () => {
    const client = makeClient(1, 'City of Riverton', { analytics: false });
    mockSimulationApi({ me: makeMe(client), list: LIST });
    renderConsoleAt('/simulations?status=archived');
    expect(buttonNames(await expand('Budget 2020'))).toEqual(['Unarchive']);
  });

  it('explains a disabled Preview and a trial client’s disabled Activate', async () => {
    const client = makeClient(1, 'City of Riverton');
    client.capabilities.is_trial = true;
    const refusal = M.activeWarningTitle; // any server text
    const noPreview = makeSummary({
      id: 9,
      name: 'No URL yet',
      slug: null,
      can_preview: false,
      can_publish: false,
      preview_refusal: refusal,
    });
    mockSimulationApi({ me: makeMe(client), list: [noPreview] });
    renderConsoleAt('/simulations');
    const group = await expand('No URL yet');
    const preview = within(group).getByRole('button', { name: 'Preview' });
    expect(preview.getAttribute('aria-disabled')).toBe('true');
    await userEvent.hover(preview);
    expect(await screen.findByRole('tooltip', { name: refusal })).toBeTruthy();
    const activate = within(group).getByRole('button', { name: 'Activate' });
    expect(activate.getAttribute('aria-disabled')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Activate', description: M.trialCannotActivate })).toBe(
      activate,
    );
  });

  it('marks an Active row whose submissions are used up with a labelled warning icon', async () => {
    const full = makeSummary({
      id: 11,
      name: 'Full one',
      status: 'active',
      has_submissions_available: false,
    });
    mockSimulationApi({ list: [full, activeSim] });
    renderConsoleAt('/simulations');
    const row = (await screen.findByText('Full one')).closest('tr')!;
    expect(within(row).getByRole('img', { name: LIST_LABELS.submissionsFull })).toBeTruthy();
    const other = screen.getByText('Budget 2026').closest('tr')!;
    expect(within(other).queryByRole('img', { name: LIST_LABELS.submissionsFull })).toBeNull();
  });
});

describe('status changes from the list', () => {
  it('shows the licence-full dialog when no licence is free', async () => {
    const fetch = mockSimulationApi({ list: LIST, meta: makeCounts({ active_count: 3, allowed_count: 3 }) });
    renderConsoleAt('/simulations');
    const group = await expand('Budget 2025');
    await userEvent.click(within(group).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: M.licenceFullTitle });
    expect(within(dialog).getByText(M.licenceFull)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Activate' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('uses the prioritization wording of the licence-full dialog on /pb', async () => {
    const pbInactive = makeSummary({ id: 6, name: 'Old projects', is_pb: true, status: 'inactive' });
    mockSimulationApi({
      list: [pbSim, pbInactive],
      meta: makeCounts({ active_pb_count: 1, allowed_pb_count: 1 }),
    });
    renderConsoleAt('/pb');
    const group = await expand('Old projects');
    await userEvent.click(within(group).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: M.licenceFullPbTitle });
    expect(within(dialog).getByText(M.licenceFullPb)).toBeTruthy();
  });

  it('confirms, activates and tells so when a licence is free', async () => {
    const fetch = mockSimulationApi({
      list: LIST,
      meta: makeCounts({ active_count: 1, allowed_count: 3 }),
      handle: (url, init) =>
        init.method === 'PATCH' && url.pathname === '/v1/admin/budgets/3'
          ? jsonResponse({ data: { ...inactiveSim, status: 'active' } })
          : undefined,
    });
    renderConsoleAt('/simulations');
    const group = await expand('Budget 2025');
    await userEvent.click(within(group).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Budget 2025?' });
    expect(within(dialog).getByText(M.activationConfirm)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(M.activated)).toBeTruthy();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch?.[1])).toEqual({ status: 'active' });
    // The list is loaded again after the change.
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(
          ([u, init]) => String(u).startsWith('/v1/admin/budgets?') && init?.method === 'GET',
        ),
      ).toHaveLength(2),
    );
  });

  it.each([
    [
      { status: ['The maximum number of active simulations has been reached.', 'Really.'] },
      `${M.activateFailed}: The maximum number of active simulations has been reached. Really.`,
    ],
    [{}, `${M.activateFailed}.`],
  ])('composes the activation failure from errors.status (%j)', async (errors, expected) => {
    mockSimulationApi({
      list: LIST,
      handle: (_url, init) =>
        init.method === 'PATCH' ? jsonResponse({ message: 'Refused.', errors }, 403) : undefined,
    });
    renderConsoleAt('/simulations');
    const group = await expand('Budget 2025');
    await userEvent.click(within(group).getByRole('button', { name: 'Activate' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Activate Budget 2025?' })).getByRole('button', {
        name: 'Activate',
      }),
    );
    const banner = await screen.findByText(expected);
    expect(banner.closest('.MuiAlert-filledError')).toBeTruthy();
  });

  it('deactivates, archives and unarchives (unarchive sets Inactive)', async () => {
    const fetch = mockSimulationApi({
      list: LIST,
      handle: (url, init) =>
        init.method === 'PATCH'
          ? jsonResponse({ data: { ...activeSim, ...(bodyOf(init) as object) } })
          : undefined,
    });
    renderConsoleAt('/simulations');
    await userEvent.click(within(await expand('Budget 2026')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(M.deactivated)).toBeTruthy();
    await userEvent.click(within(await expand('Budget 2025')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(M.archived)).toBeTruthy();
    const patches = fetch.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([u, init]) => [u, bodyOf(init)]);
    expect(patches).toEqual([
      ['/v1/admin/budgets/2', { status: 'inactive' }],
      ['/v1/admin/budgets/3', { status: 'archived' }],
    ]);
  });

  it('unarchives with PATCH {status: inactive}, and reports a refusal with the deactivate wording', async () => {
    const fetch = mockSimulationApi({
      list: LIST,
      handle: (_url, init) =>
        init.method === 'PATCH'
          ? jsonResponse({ message: 'No.', errors: { status: ['Nope.'] } }, 403)
          : undefined,
    });
    renderConsoleAt('/simulations?status=archived');
    await userEvent.click(within(await expand('Budget 2020')).getByRole('button', { name: 'Unarchive' }));
    expect(await screen.findByText(`${M.deactivateFailed}: Nope.`)).toBeTruthy();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect([patch?.[0], bodyOf(patch?.[1])]).toEqual(['/v1/admin/budgets/4', { status: 'inactive' }]);
  });

  it('deletes a New simulation after confirmation, and reports a failure', async () => {
    let fail = false;
    const fetch = mockSimulationApi({
      list: LIST,
      handle: (_url, init) =>
        init.method === 'DELETE'
          ? fail
            ? jsonResponse(
                { message: 'The given data was invalid.', errors: { status: [M.onlyNewCanBeDeleted] } },
                422,
              )
            : jsonResponse({ meta: { status: 'deleted' } })
          : undefined,
    });
    renderConsoleAt('/simulations');
    await userEvent.click(within(await expand('Budget 2027')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Budget 2027?' });
    expect(within(dialog).getByText(M.deleteConfirm)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted)).toBeTruthy();
    expect(
      fetch.mock.calls.some(([u, init]) => u === '/v1/admin/budgets/1' && init?.method === 'DELETE'),
    ).toBe(true);

    // The mock lists it still: its row stays open, and this time the server refuses.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fail = true;
    await userEvent.click(
      within(screen.getByRole('group', { name: LIST_LABELS.rowActions('Budget 2027') })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Budget 2027?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(`${M.requestFailed}${M.onlyNewCanBeDeleted}`)).toBeTruthy();
  });
});
