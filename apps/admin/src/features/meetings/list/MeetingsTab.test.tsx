import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEETING_MESSAGES as M } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { CREATE_LABELS, LIST_LABELS } from '../labels.ts';
import { activeSimulation, callsOf, makeMeeting, makeView, mockMeetingApi } from '../test-support.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

const sim = makeView({ id: 12, name: 'Budget 2027', status: 'active' });
const MEETINGS = [
  makeMeeting({ id: 1, name: 'Town hall', budget_id: 12, budget_name: 'Budget 2027' }),
  makeMeeting({ id: 2, name: 'Elsewhere', budget_id: 5 }),
  makeMeeting({
    id: 3,
    name: 'Library night',
    budget_id: 12,
    budget_name: 'Budget 2027',
    updated_at: '2026-04-01T00:00:00.000Z',
  }),
];
const SIMULATIONS = [
  activeSimulation({ id: 5, name: 'Annual Budget' }),
  activeSimulation({ id: 12, name: 'Budget 2027' }),
];

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe("the simulation editor's Meetings tab", () => {
  it("lists the simulation's meetings, newest first", async () => {
    const fetch = mockMeetingApi({ views: [sim], meetings: MEETINGS });
    renderConsoleAt('/simulations/12#meetings');
    expect((await screen.findByRole('tab', { name: 'Meetings' })).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('Town hall');
    expect(rowNames()).toEqual(['Library night', 'Town hall']);
    await userEvent.click(screen.getByRole('button', { name: 'Town hall' }));
    const actions = screen.getByRole('group', { name: LIST_LABELS.rowActions('Town hall') });
    const results = within(actions).getByRole('link', { name: 'Open Results View (opens in a new window)' });
    expect(results.getAttribute('href')).toBe(MEETINGS[0]!.results_url);
    const list = callsOf(fetch, 'GET').find(([u]) => u.startsWith('/v1/admin/meetings'));
    expect(Object.fromEntries(new URL(list![0], 'http://x').searchParams)).toEqual({
      per_page: '1000',
      include: 'budget',
      budget_id: '12',
    });
  });

  it('creates a meeting with the simulation chosen', async () => {
    const created = makeMeeting({ id: 50, name: 'Budget night', budget_id: 12, budget_name: 'Budget 2027' });
    const fetch = mockMeetingApi({
      views: [sim],
      meetings: MEETINGS,
      simulations: SIMULATIONS,
      handle: (url, init) =>
        init.method === 'POST'
          ? jsonResponse({ data: created }, 201)
          : url.pathname === '/v1/admin/meetings/50'
            ? jsonResponse({ data: created })
            : undefined,
    });
    const { router } = renderConsoleAt('/simulations/12#meetings');
    await userEvent.click(await screen.findByRole('button', { name: LIST_LABELS.create }));
    const dialog = await screen.findByRole('dialog', { name: M.createTitle });
    expect(within(dialog).getByRole('combobox', { name: CREATE_LABELS.simulation }).textContent).toBe(
      'Budget 2027',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: CREATE_LABELS.name }), 'Budget night');
    await userEvent.click(within(dialog).getByRole('button', { name: CREATE_LABELS.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings/50'));
    expect(callsOf(fetch, 'POST')).toEqual([['/v1/admin/meetings', { name: 'Budget night', budget_id: 12 }]]);
  });

  it('says a simulation that is not Active cannot hold a meeting yet', async () => {
    const fetch = mockMeetingApi({ views: [{ ...sim, status: 'new' }], meetings: [] });
    renderConsoleAt('/simulations/12#meetings');
    expect(await screen.findByText(LIST_LABELS.emptyForSimulation)).toBeTruthy();
    const create = screen.getByRole('button', {
      name: LIST_LABELS.create,
      description: M.simulationNotEligible,
    });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(create);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetch, 'GET').some(([u]) => u.startsWith('/v1/admin/budgets?'))).toBe(false);
  });

  it('is not offered to prioritizations nor to a client without meetings', async () => {
    mockMeetingApi({ views: [makeView({ id: 13, name: 'Parks vote', is_pb: true, status: 'active' })] });
    const first = renderConsoleAt('/pb/13#meetings');
    await screen.findByRole('tab', { name: 'General' });
    expect(screen.queryByRole('tab', { name: 'Meetings' })).toBeNull();
    first.unmount();

    const client = makeClient(1, 'City of Riverton', { is_meeting_mode_enabled: false });
    mockMeetingApi({ me: makeMe(client), views: [sim], meetings: MEETINGS });
    renderConsoleAt('/simulations/12#meetings');
    expect((await screen.findByRole('tab', { name: 'General' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Meetings' })).toBeNull();
  });
});
