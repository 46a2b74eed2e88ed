import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIMULATION_MESSAGES as M } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, jsonResponse, mockFetch, renderAt, signIn } from '@/test/render.tsx';
import { bodyOf, mockSimulationApi } from '@/test/simulation-api.ts';
import { makeView } from '@/test/simulation-fixtures.ts';
import { EDITOR_LABELS, GENERAL_LABELS } from '../labels.ts';
import { useResetDragDropHelp } from '@/editor-kit/useResetDragDropHelp.ts';
import { KIT_LABELS } from '@/editor-kit/labels.ts';

function ResetProbe() {
  useResetDragDropHelp();
  return null;
}

beforeEach(() => {
  desktopViewport();
  signIn();
});

const sim = makeView({ id: 12, name: 'Budget 2027', status: 'new' });
const patchAnswer = (url: URL, init: RequestInit) =>
  init.method === 'PATCH' && url.pathname === '/v1/admin/budgets/12'
    ? jsonResponse({ data: { ...sim, ...(bodyOf(init) as object), strings: undefined } })
    : undefined;

describe('simulation editor', () => {
  it('shows the back link, the name, the status and only the built tabs', async () => {
    const fetch = mockSimulationApi({ views: [sim] });
    renderConsoleAt('/simulations/12');
    expect(await screen.findByRole('heading', { name: 'Budget 2027' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Simulations' });
    expect(back.getAttribute('href')).toBe('/simulations');
    expect(screen.getByLabelText(EDITOR_LABELS.status('New'))).toBeTruthy();
    // Every tab this client's plan allows.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General',
      'Revenue',
      'Spending',
      'Exit / Entry',
      'Impacts',
      'Guided Tour',
      'Meetings',
      'Map',
      'History',
    ]);
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText(M.activeWarningTitle)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Edit Simulation | Commonpurse'));
    const load = fetch.mock.calls.find(([u]) => String(u).startsWith('/v1/admin/budgets/12'));
    expect(new URL(String(load?.[0]), 'http://x').searchParams.get('include')).toBe(
      'strings,revenue,revenue.subcategories,expenses,expenses.subcategories,demographics,impacts',
    );
  });

  it('warns when editing an active simulation', async () => {
    mockSimulationApi({ views: [{ ...sim, status: 'active' }] });
    renderConsoleAt('/simulations/12/general');
    expect(await screen.findByText(M.activeWarningTitle)).toBeTruthy();
    expect(screen.getByText(M.activeWarning)).toBeTruthy();
  });

  it('renames inline: validated, Enter saves, Escape cancels', async () => {
    const fetch = mockSimulationApi({ views: [sim], handle: patchAnswer });
    renderConsoleAt('/simulations/12');
    await userEvent.click(await screen.findByRole('button', { name: EDITOR_LABELS.editName }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'A{Enter}');
    expect(screen.getByText(M.nameTooShort)).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Budget 2027' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: EDITOR_LABELS.editName }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Budget 2028{Enter}');
    expect(await screen.findByRole('heading', { name: 'Budget 2028' })).toBeTruthy();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch?.[1])).toEqual({ name: 'Budget 2028' });
  });

  it('sends the user back to the list with the reason when the simulation cannot be loaded', async () => {
    mockSimulationApi({ views: [] });
    const { router } = renderConsoleAt('/simulations/404');
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulations'));
    expect(await screen.findByText(`${M.requestFailed}Not found.`)).toBeTruthy();
  });

  it('sends an inactive simulation back to the list (it cannot be edited)', async () => {
    mockSimulationApi({ views: [{ ...sim, status: 'inactive' }] });
    const { router } = renderConsoleAt('/simulations/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulations'));
    expect(await screen.findByText(M.notEditable)).toBeTruthy();
  });

  it('opens an inactive prioritization on its Voting tab alone (paper ballots and results)', async () => {
    mockSimulationApi({ views: [{ ...sim, is_pb: true, status: 'inactive' }] });
    renderConsoleAt('/pb/12');
    expect(await screen.findByRole('tab', { name: 'Voting' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Voting']);
    expect(screen.getByRole('tab', { name: 'Voting' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText(M.notEditable)).toBeNull();
  });

  it('opens a prioritization in the prioritization editor, back link Prioritizations', async () => {
    mockSimulationApi({ views: [{ ...sim, is_pb: true }] });
    const { router } = renderConsoleAt('/simulations/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pb/12'));
    expect((await screen.findByRole('link', { name: 'Prioritizations' })).getAttribute('href')).toBe('/pb');
    expect(await screen.findByRole('textbox', { name: GENERAL_LABELS.adjustment(true) })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Edit Prioritization | Commonpurse'));
  });

  it('asks before leaving with an unsaved optional text', async () => {
    const fetch = mockSimulationApi({ views: [sim], handle: patchAnswer });
    const { router } = renderConsoleAt('/simulations/12');
    await userEvent.type(
      await screen.findByRole('textbox', { name: GENERAL_LABELS.expenseDisclaimer }),
      'Estimates',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Simulations' }));
    const dialog = await screen.findByRole('dialog', { name: EDITOR_LABELS.leaveTitle });
    expect(within(dialog).getByText(M.leaveUnsavedOptionalText)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: EDITOR_LABELS.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/simulations/12');

    await userEvent.click(
      screen.getByRole('button', { name: `${KIT_LABELS.save} ${GENERAL_LABELS.expenseDisclaimer}` }),
    );
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch?.[1])).toEqual({ expense_disclaimer: 'Estimates' });
    await waitFor(() =>
      expect(
        screen.queryByRole('button', {
          name: `${KIT_LABELS.save} ${GENERAL_LABELS.expenseDisclaimer}`,
        }),
      ).toBeNull(),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Simulations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulations'));
  });
});

describe('?reset_drag_drop_help', () => {
  it('resets the drag-and-drop help flag one second after opening', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch(() =>
      jsonResponse({ data: { key: 'drag_drop_help_displayed', value: 'false' } }),
    );
    renderAt(<ResetProbe />, '/simulations/12?reset_drag_drop_help=1');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init?.method, bodyOf(init)]).toEqual([
      '/v1/users/me/meta/drag_drop_help_displayed',
      'PUT',
      { value: 'false' },
    ]);
  });

  it('leaves the flag alone without the query', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch(() => jsonResponse({}));
    renderAt(<ResetProbe />, '/simulations/12');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});
