import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEETING_MESSAGES as M } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { makeSummary } from '@/test/simulation-fixtures.ts';
import { CREATE_LABELS, LIST_LABELS } from '../labels.ts';
import { activeSimulation, callsOf, makeMeeting, mockMeetingApi } from '../test-support.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

const SIMULATIONS = [
  activeSimulation({ id: 5, name: 'budget 2026' }),
  activeSimulation({ id: 6, name: 'Annual Budget' }),
  activeSimulation({ id: 7, name: 'Parks vote', is_pb: true }),
  makeSummary({ id: 8, name: 'Draft budget', status: 'new' }),
  makeSummary({ id: 9, name: 'Old budget', status: 'inactive' }),
  makeSummary({ id: 10, name: 'Ended budget', status: 'closed' }),
];

const created = makeMeeting({ id: 42, name: 'Town hall', budget_id: 6, budget_name: 'Annual Budget' });

const answerCreate = (url: URL, init: RequestInit) =>
  init.method === 'POST' && url.pathname === '/v1/admin/meetings'
    ? jsonResponse({ data: created }, 201)
    : url.pathname === '/v1/admin/meetings/42'
      ? jsonResponse({ data: created })
      : undefined;

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: LIST_LABELS.create }));
  return screen.findByRole('dialog', { name: 'Create New Meeting' });
}

describe('Create Meeting', () => {
  it('offers the Active simulations that are not prioritizations, by name', async () => {
    const fetch = mockMeetingApi({ simulations: SIMULATIONS });
    renderConsoleAt('/meetings');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: CREATE_LABELS.simulation }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Annual Budget', 'budget 2026']);
    const [list] = callsOf(fetch, 'GET').filter(([u]) => u.startsWith('/v1/admin/budgets'));
    expect(new URL(list![0], 'http://x').searchParams.get('per_page')).toBe('1000');
  });

  it('checks the name and the simulation with the spec messages', async () => {
    const fetch = mockMeetingApi({ simulations: SIMULATIONS });
    renderConsoleAt('/meetings');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: CREATE_LABELS.submit }));
    expect(await within(dialog).findByText('Meeting name is required')).toBeTruthy();
    expect(within(dialog).getByText('Please select a Simulation for your meeting')).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: CREATE_LABELS.name }), 'A');
    await userEvent.click(within(dialog).getByRole('button', { name: CREATE_LABELS.submit }));
    expect(await within(dialog).findByText('Meeting name must be at least 2 characters')).toBeTruthy();
    expect(callsOf(fetch, 'POST')).toEqual([]);
  });

  it('creates the meeting and opens it in its editor', async () => {
    const fetch = mockMeetingApi({ simulations: SIMULATIONS, handle: answerCreate });
    const { router } = renderConsoleAt('/meetings');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: CREATE_LABELS.name }), '  Town hall ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: CREATE_LABELS.simulation }));
    await userEvent.click(screen.getByRole('option', { name: 'Annual Budget' }));
    await userEvent.click(within(dialog).getByRole('button', { name: CREATE_LABELS.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings/42'));
    expect(callsOf(fetch, 'POST')).toEqual([['/v1/admin/meetings', { name: 'Town hall', budget_id: 6 }]]);
    expect(await screen.findByRole('heading', { name: 'Town hall' })).toBeTruthy();
  });

  it("says 'Failed to create the meeting: ' with the server's error and stays open", async () => {
    mockMeetingApi({
      simulations: SIMULATIONS,
      handle: (url, init) =>
        init.method === 'POST'
          ? jsonResponse({ message: 'Invalid.', errors: { budget_id: [M.simulationNotEligible] } }, 422)
          : undefined,
    });
    const { router } = renderConsoleAt('/meetings');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: CREATE_LABELS.name }), 'Town hall');
    await userEvent.click(within(dialog).getByRole('combobox', { name: CREATE_LABELS.simulation }));
    await userEvent.click(screen.getByRole('option', { name: 'budget 2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: CREATE_LABELS.submit }));
    expect(
      await within(dialog).findByText(`Failed to create the meeting: ${M.simulationNotEligible}`),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/meetings');
  });

  it("answers 'No Active Simulations Found' when no simulation can hold a meeting", async () => {
    mockMeetingApi({ simulations: SIMULATIONS.filter((s) => s.status !== 'active' || s.is_pb) });
    const { router } = renderConsoleAt('/meetings');
    await userEvent.click(await screen.findByRole('button', { name: LIST_LABELS.create }));
    const dialog = await screen.findByRole('dialog', { name: 'No Active Simulations Found' });
    expect(within(dialog).getByText(CREATE_LABELS.noActive)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: M.createTitle })).toBeNull();
    await userEvent.click(within(dialog).getByRole('link', { name: CREATE_LABELS.toSimulations }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulations'));
  });

  it("reports 'Failed to load available simulations' with the reason", async () => {
    mockMeetingApi({
      handle: (url) =>
        url.pathname === '/v1/admin/budgets' ? jsonResponse({ message: 'Server Error' }, 500) : undefined,
    });
    renderConsoleAt('/meetings');
    await userEvent.click(await screen.findByRole('button', { name: LIST_LABELS.create }));
    const banner = await screen.findByText('Failed to load available simulations: Server Error');
    expect(banner.closest('.MuiAlert-filledError')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads the simulations again each time it is pressed', async () => {
    let simulations = [makeSummary({ id: 8, name: 'Draft budget', status: 'new' })];
    const fetch = mockMeetingApi({
      handle: (url) =>
        url.pathname === '/v1/admin/budgets' ? jsonResponse({ data: simulations }) : undefined,
    });
    renderConsoleAt('/meetings');
    await userEvent.click(await screen.findByRole('button', { name: LIST_LABELS.create }));
    const none = await screen.findByRole('dialog', { name: M.noActiveSimulationsTitle });
    await userEvent.click(within(none).getByRole('button', { name: CREATE_LABELS.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    simulations = [{ ...simulations[0]!, status: 'active' }];
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: CREATE_LABELS.simulation }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Draft budget']);
    expect(callsOf(fetch, 'GET').filter(([u]) => u.startsWith('/v1/admin/budgets'))).toHaveLength(2);
  });
});
