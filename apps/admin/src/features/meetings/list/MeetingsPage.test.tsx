import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MEETING_MESSAGES as M, SUPPORT_EMAIL, UPGRADE_TOOLTIP } from '@commonpurse/domain';
import { renderConsoleAt } from '@/test/console.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { HELP_TOPICS } from '@/ui/help/help-topics.ts';
import { ACTION_LABELS, LIST_LABELS, MEETINGS_PITCH } from '../labels.ts';
import { formatModified } from '../rules.ts';
import { callsOf, makeMeeting, mockMeetingApi } from '../test-support.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

const town = makeMeeting({
  id: 1,
  name: 'Town hall',
  description: 'Spring session',
  updated_at: '2026-02-01T12:00:00.000Z',
});
const school = makeMeeting({
  id: 2,
  name: 'School board',
  budget_id: 6,
  budget_name: 'Schools 2026',
  updated_at: '2026-03-05T12:00:00.000Z',
});
const library = makeMeeting({ id: 3, name: 'Library night', updated_at: '2026-01-10T12:00:00.000Z' });
const LIST = [town, library, school];

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function expand(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('group', { name: LIST_LABELS.rowActions(name) });
}

/** The actions in the order they show. */
const actionNames = (group: HTMLElement) =>
  [...group.querySelectorAll('a, button')].map((el) => el.textContent);

/** axe-core's WCAG 2.1 A/AA rules (colour contrast needs a layout jsdom lacks). */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('meetings list', () => {
  it('lists every meeting newest first with its simulation, description and date', async () => {
    const fetch = mockMeetingApi({ meetings: LIST });
    renderConsoleAt('/meetings');
    await screen.findByText('Town hall');
    expect(rowNames()).toEqual(['School board', 'Town hall', 'Library night']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Budget',
      'Description',
      'Date Modified',
    ]);
    const row = screen.getByText('Town hall').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Town hall', 'Budget 2026', 'Spring session', formatModified(town.updated_at)]);
    expect(formatModified(town.updated_at)).toMatch(/^Feb 1, 2026/);
    await waitFor(() => expect(document.title).toBe('Meetings | Commonpurse'));

    const [list] = callsOf(fetch, 'GET').filter(([u]) => u.startsWith('/v1/admin/meetings'));
    const query = new URL(list![0], 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ per_page: '1000', include: 'budget' });
  });

  it('says meetings moved to the simulations, with a link to each Meetings tab', async () => {
    mockMeetingApi({ meetings: LIST });
    renderConsoleAt('/meetings');
    const notice = (await screen.findByText(LIST_LABELS.moved)).closest('.MuiAlert-root') as HTMLElement;
    await within(notice).findByRole('link', { name: 'Budget 2026' });
    expect(
      within(notice)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Budget 2026', '/simulations/5#meetings'],
      ['Schools 2026', '/simulations/6#meetings'],
      [LIST_LABELS.simulationsLink, '/simulations'],
    ]);
  });

  it('shows the empty state when there is no meeting', async () => {
    mockMeetingApi({ meetings: [] });
    renderConsoleAt('/meetings');
    expect(await screen.findByText(LIST_LABELS.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("reports 'Failed to load meetings'", async () => {
    mockMeetingApi({
      handle: (url) =>
        url.pathname === '/v1/admin/meetings' ? jsonResponse({ message: 'Server Error' }, 500) : undefined,
    });
    renderConsoleAt('/meetings');
    const banner = await screen.findByText('Failed to load meetings');
    expect(banner.closest('.MuiAlert-filledError')).toBeTruthy();
  });

  it('expands a row to its actions, one row at a time', async () => {
    mockMeetingApi({ meetings: LIST });
    renderConsoleAt('/meetings');
    const group = await expand('Town hall');
    expect(actionNames(group)).toEqual([
      'Open Facilitator View',
      'Open Public View',
      'Open Results View',
      'Copy Public Link',
      ACTION_LABELS.edit,
      ACTION_LABELS.delete,
    ]);
    const facilitator = within(group).getByRole('link', {
      name: `${ACTION_LABELS.facilitator} (opens in a new window)`,
    });
    expect([facilitator.getAttribute('href'), facilitator.getAttribute('target')]).toEqual([
      town.facilitator_url,
      '_blank',
    ]);
    const open = within(group).getByRole('link', { name: `${ACTION_LABELS.public} (opens in a new window)` });
    expect([open.getAttribute('href'), open.getAttribute('target')]).toEqual([town.public_url, '_blank']);
    const results = within(group).getByRole('link', { name: 'Open Results View (opens in a new window)' });
    expect([results.getAttribute('href'), results.getAttribute('target')]).toEqual([
      town.results_url,
      '_blank',
    ]);
    expect(within(group).getByRole('link', { name: ACTION_LABELS.edit }).getAttribute('href')).toBe(
      '/meetings/1',
    );

    await expand('School board');
    expect(screen.queryByRole('group', { name: LIST_LABELS.rowActions('Town hall') })).toBeNull();
  });

  it("keeps the facilitator's and results views open once the simulation is Inactive, residents' view closed", async () => {
    const ended = makeMeeting({ id: 4, name: 'Ended session', is_active: false });
    ended.budget = { ...ended.budget!, status: 'inactive' };
    mockMeetingApi({ meetings: [ended] });
    renderConsoleAt('/meetings');
    const group = await expand('Ended session');
    const open = within(group)
      .getAllByRole('link', { name: /opens in a new window/ })
      .map((a) => a.getAttribute('href'));
    expect(open).toEqual([ended.facilitator_url, ended.results_url]);
    const residents = within(group).getByRole('button', {
      name: ACTION_LABELS.public,
      description: 'Residents can join once the meeting’s simulation is Active.',
    });
    expect(residents.getAttribute('aria-disabled')).toBe('true');
  });

  it.each(['new', 'archived'])(
    'explains why no public screen opens while the simulation is %s',
    async (status) => {
      const closed = makeMeeting({ id: 4, name: 'Closed session', is_active: false });
      closed.budget = { ...closed.budget!, status };
      mockMeetingApi({ meetings: [closed] });
      renderConsoleAt('/meetings');
      const group = await expand('Closed session');
      for (const [name, why] of [
        [ACTION_LABELS.facilitator, ACTION_LABELS.figuresNotOpen],
        [ACTION_LABELS.public, ACTION_LABELS.notOpen],
        [ACTION_LABELS.results, ACTION_LABELS.figuresNotOpen],
      ]) {
        const button = within(group).getByRole('button', { name, description: why });
        expect(button.getAttribute('aria-disabled')).toBe('true');
      }
      expect(within(group).queryByRole('link', { name: /opens in a new window/ })).toBeNull();
    },
  );

  it('copies the public link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockMeetingApi({ meetings: LIST });
    renderConsoleAt('/meetings');
    await userEvent.click(
      within(await expand('Town hall')).getByRole('button', { name: ACTION_LABELS.copy }),
    );
    expect(writeText).toHaveBeenCalledWith(town.public_url);
    expect(await screen.findByText(ACTION_LABELS.copied)).toBeTruthy();
  });

  it('reports a copy the browser refused', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockMeetingApi({ meetings: LIST });
    renderConsoleAt('/meetings');
    await userEvent.click(
      within(await expand('Town hall')).getByRole('button', { name: ACTION_LABELS.copy }),
    );
    expect(await screen.findByText(ACTION_LABELS.copyFailed)).toBeTruthy();
  });

  it("asks 'Delete this meeting?', deletes and reloads the list", async () => {
    let meetings = LIST;
    const fetch = mockMeetingApi({
      handle: (url, init) => {
        if (init.method === 'DELETE' && url.pathname === '/v1/admin/meetings/1') {
          meetings = meetings.filter((m) => m.id !== 1);
          return new Response(null, { status: 204 });
        }
        if (url.pathname === '/v1/admin/meetings') return jsonResponse({ data: meetings });
        return undefined;
      },
    });
    renderConsoleAt('/meetings');
    await userEvent.click(
      within(await expand('Town hall')).getByRole('button', { name: ACTION_LABELS.delete }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Delete this meeting?' });
    expect(within(dialog).getByText(ACTION_LABELS.deleteText('Town hall'))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetch, 'DELETE')).toEqual([]);

    await userEvent.click(
      within(screen.getByRole('group', { name: LIST_LABELS.rowActions('Town hall') })).getByRole('button', {
        name: ACTION_LABELS.delete,
      }),
    );
    dialog = await screen.findByRole('dialog', { name: M.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ACTION_LABELS.delete }));
    expect(await screen.findByText('The meeting was successfully deleted.')).toBeTruthy();
    expect(callsOf(fetch, 'DELETE')).toEqual([['/v1/admin/meetings/1', undefined]]);
    await waitFor(() => expect(rowNames()).toEqual(['School board', 'Library night']));
  });

  it('reports a refused deletion with the server message', async () => {
    mockMeetingApi({
      meetings: LIST,
      handle: (_url, init) =>
        init.method === 'DELETE' ? jsonResponse({ message: 'The meeting is in use.' }, 409) : undefined,
    });
    renderConsoleAt('/meetings');
    await userEvent.click(
      within(await expand('Town hall')).getByRole('button', { name: ACTION_LABELS.delete }),
    );
    const dialog = await screen.findByRole('dialog', { name: M.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ACTION_LABELS.delete }));
    const banner = await screen.findByText(
      'An error occurred while processing your request: The meeting is in use.',
    );
    expect(banner.closest('.MuiAlert-filledError')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowNames()).toContain('Town hall');
  });

  it('opens the help dialog named for meetings', async () => {
    mockMeetingApi({ meetings: LIST });
    renderConsoleAt('/meetings');
    await userEvent.click(await screen.findByRole('button', { name: HELP_TOPICS.meeting.button }));
    const dialog = await screen.findByRole('dialog', { name: HELP_TOPICS.meeting.title });
    expect(within(dialog).getByRole('link', { name: SUPPORT_EMAIL })).toBeTruthy();
  });

  it('is disabled with the Meeting Mode pitch for a client without meetings', async () => {
    const client = makeClient(1, 'City of Riverton', { is_meeting_mode_enabled: false });
    const fetch = mockMeetingApi({ me: makeMe(client), meetings: LIST });
    renderConsoleAt('/meetings');
    const panel = await screen.findByRole('region', { name: MEETINGS_PITCH.heading });
    expect(within(panel).getByText(MEETINGS_PITCH.disabled)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: SUPPORT_EMAIL })).toBeTruthy();
    const create = screen.getByRole('button', { name: LIST_LABELS.create, description: UPGRADE_TOOLTIP });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(create);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(LIST_LABELS.moved)).toBeNull();
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/v1/admin/meetings'))).toBe(false);
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/v1/admin/budgets'))).toBe(false);
  });

  it('has no accessibility violations with a row open', async () => {
    mockMeetingApi({ meetings: LIST });
    renderConsoleAt('/meetings');
    await expand('Town hall');
    expect(await violations()).toEqual([]);
  });
});
