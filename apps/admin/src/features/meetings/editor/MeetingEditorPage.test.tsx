import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MEETING_MESSAGES as M, type TMeetingView } from '@commonpurse/domain';
import { LEAVE_LABELS, NAME_LABELS } from '@/editor-kit/labels.ts';
import { renderConsoleAt } from '@/test/console.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { desktopViewport, jsonResponse, signIn } from '@/test/render.tsx';
import { HELP_TOPICS } from '@/ui/help/help-topics.ts';
import { SAVE_LABELS } from '@/ui/SaveIndicator.tsx';
import { CHECK_LABELS, EDITOR_LABELS as L, MEETINGS_PITCH, NO_CATEGORIES_LABELS } from '../labels.ts';
import { bodyOf, callsOf, makeCategory, makeMeeting, makeView, mockMeetingApi } from '../test-support.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

const ITEM = { property: 301, sales: 302, playgrounds: 311, trails: 312, patrol: 321 };
const simulation = makeView({
  id: 5,
  name: 'Budget 2026',
  status: 'active',
  revenue: [
    makeCategory({ id: 30, name: 'Taxes', type: 'revenue' }, [
      { id: ITEM.property, name: 'Property tax' },
      { id: ITEM.sales, name: 'Sales tax' },
    ]),
  ],
  expenses: [
    makeCategory({ id: 31, name: 'Parks' }, [
      { id: ITEM.playgrounds, name: 'Playgrounds' },
      { id: ITEM.trails, name: 'Trails' },
    ]),
    makeCategory({ id: 32, name: 'Police' }, [{ id: ITEM.patrol, name: 'Patrol' }]),
    makeCategory({ id: 33, name: 'Reserves' }),
  ],
});
const meeting = makeMeeting({ id: 7, name: 'Town hall', location: 'City Hall', budget_id: 5 });

/** The API with PATCH admin/meetings/7 answering the meeting with the changes. */
function mockEditorApi(start: TMeetingView = meeting, patch?: (init: RequestInit) => Response | undefined) {
  let current = start;
  return mockMeetingApi({
    views: [simulation],
    handle: (url, init) => {
      if (url.pathname !== '/v1/admin/meetings/7') return undefined;
      if (init.method === 'PATCH') {
        const answer = patch?.(init);
        if (answer) return answer;
        current = { ...current, ...(bodyOf(init) as Partial<TMeetingView>) };
      }
      return jsonResponse({ data: current });
    },
  });
}

/** The box, also while a dialog hides the page from assistive technology. */
const wholeBudgetBox = () =>
  screen.getByRole('checkbox', { name: L.wholeBudget, hidden: true }) as HTMLInputElement;
/** The spec's words, exactly: '< Meetings'. */
const backLink = () => within(screen.getByRole('main')).getByRole('link', { name: '< Meetings' });
const box = (name: string, inGroup?: string) =>
  (inGroup ? within(screen.getByRole('group', { name: inGroup })) : screen).getByRole('checkbox', {
    name,
  }) as HTMLInputElement;

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('meeting editor', () => {
  it('shows the back link, the name, Save and the General Info tab', async () => {
    const fetch = mockEditorApi();
    renderConsoleAt('/meetings/7');
    expect(await screen.findByRole('heading', { name: 'Town hall' })).toBeTruthy();
    expect(backLink().getAttribute('href')).toBe('/simulations/5#meetings');
    expect(screen.getByRole('button', { name: L.save })).toBeTruthy();
    expect(screen.getByRole('tab', { name: L.generalInfo }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('textbox', { name: L.location }) as HTMLInputElement).value).toBe('City Hall');
    expect(screen.getByRole('textbox', { name: L.description })).toBeTruthy();
    expect(wholeBudgetBox().checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Parks' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Edit Meeting | Commonpurse'));
    const structure = callsOf(fetch, 'GET').find(([u]) => u.startsWith('/v1/admin/budgets/5'));
    expect(new URL(structure![0], 'http://x').searchParams.get('include')).toBe('revenue,expenses');

    await userEvent.click(screen.getByRole('button', { name: HELP_TOPICS.meeting.button }));
    expect(await screen.findByRole('dialog', { name: HELP_TOPICS.meeting.title })).toBeTruthy();
  });

  it('saves the name, the location and the description each on its own', async () => {
    const fetch = mockEditorApi();
    renderConsoleAt('/meetings/7');
    await userEvent.click(await screen.findByRole('button', { name: NAME_LABELS.editName }));
    const name = screen.getByRole('textbox', { name: NAME_LABELS.nameField });
    await userEvent.clear(name);
    await userEvent.type(name, 'A{Enter}');
    expect(screen.getByText('Meeting name must be at least 2 characters')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'Spring town hall{Enter}');
    expect(await screen.findByRole('heading', { name: 'Spring town hall' })).toBeTruthy();

    const location = screen.getByRole('textbox', { name: L.location });
    await userEvent.clear(location);
    await userEvent.type(location, ' Room 2 ');
    await userEvent.tab();
    expect(await screen.findByText(SAVE_LABELS.saved)).toBeTruthy();

    const description = screen.getByRole('textbox', { name: L.description });
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(101));
    await userEvent.tab();
    expect(await screen.findByText('Maximum of 100 characters.')).toBeTruthy();
    await userEvent.clear(description);
    await userEvent.type(description, 'Bring the kids');
    await userEvent.tab();

    await waitFor(() =>
      expect(callsOf(fetch, 'PATCH')).toEqual([
        ['/v1/admin/meetings/7', { name: 'Spring town hall' }],
        ['/v1/admin/meetings/7', { location: 'Room 2' }],
        ['/v1/admin/meetings/7', { description: 'Bring the kids' }],
      ]),
    );
  });

  it('saves the selected items after checking the meeting, then returns to the Meetings tab', async () => {
    const fetch = mockEditorApi({ ...meeting, categories: [ITEM.patrol, ITEM.playgrounds] });
    const { router } = renderConsoleAt('/meetings/7');
    await screen.findByRole('checkbox', { name: 'Parks' });
    expect(wholeBudgetBox().checked).toBe(false);
    expect(box('Parks').getAttribute('data-indeterminate')).toBe('true');
    expect(box('Police').checked).toBe(true);
    expect(box('Reserves').disabled).toBe(true);
    expect(box('Playgrounds', 'Parks').checked).toBe(true);
    expect(box('Trails', 'Parks').checked).toBe(false);

    // Checking a category checks its items; unchecking it unchecks them.
    await userEvent.click(box('Parks'));
    expect([box('Playgrounds').checked, box('Trails').checked, box('Parks').checked]).toEqual([
      true,
      true,
      true,
    ]);
    await userEvent.click(box('Taxes'));
    expect([box('Property tax').checked, box('Sales tax').checked]).toEqual([true, true]);
    await userEvent.click(box('Taxes'));
    expect([box('Property tax').checked, box('Sales tax').checked]).toEqual([false, false]);

    await userEvent.click(screen.getByRole('button', { name: L.save }));
    const check = await screen.findByRole('dialog', { name: 'Check Your Meeting' });
    expect(within(check).getByText(CHECK_LABELS.itemCount(3))).toBeTruthy();
    expect(within(check).getByText('Parks: Playgrounds, Trails')).toBeTruthy();
    expect(within(check).getByText('Police: Patrol')).toBeTruthy();
    expect(within(check).getByText(meeting.public_url)).toBeTruthy();
    expect(within(check).getByText('Budget 2026')).toBeTruthy();
    await userEvent.click(within(check).getByRole('button', { name: CHECK_LABELS.confirm }));

    expect(await screen.findByText('The meeting was successfully saved.')).toBeTruthy();
    await waitFor(() =>
      expect([router.state.location.pathname, router.state.location.hash]).toEqual([
        '/simulations/5',
        '#meetings',
      ]),
    );
    expect(callsOf(fetch, 'PATCH')).toEqual([
      ['/v1/admin/meetings/7', { categories: [ITEM.playgrounds, ITEM.trails, ITEM.patrol] }],
    ]);
  });

  it("switches to the whole budget when nothing is selected ('No Categories Selected')", async () => {
    const fetch = mockEditorApi({ ...meeting, categories: [ITEM.sales] });
    const { router } = renderConsoleAt('/meetings/7');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sales tax' }));
    await userEvent.click(screen.getByRole('button', { name: L.save }));
    let dialog = await screen.findByRole('dialog', { name: 'No Categories Selected' });
    expect(within(dialog).getByText(NO_CATEGORIES_LABELS.text)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: NO_CATEGORIES_LABELS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wholeBudgetBox().checked).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: L.save }));
    dialog = await screen.findByRole('dialog', { name: M.noCategoriesTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: NO_CATEGORIES_LABELS.confirm }));
    const check = await screen.findByRole('dialog', { name: M.checkTitle });
    expect(within(check).getByText(CHECK_LABELS.wholeBudget)).toBeTruthy();
    expect(wholeBudgetBox().checked).toBe(true);
    await userEvent.click(within(check).getByRole('button', { name: CHECK_LABELS.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulations/5'));
    expect(callsOf(fetch, 'PATCH')).toEqual([['/v1/admin/meetings/7', { categories: [] }]]);
  });

  it('saves the whole budget as no categories', async () => {
    const fetch = mockEditorApi({ ...meeting, categories: [ITEM.sales] });
    renderConsoleAt('/meetings/7');
    await screen.findByRole('checkbox', { name: 'Sales tax' });
    await userEvent.click(screen.getByRole('checkbox', { name: L.wholeBudget }));
    expect(screen.queryByRole('checkbox', { name: 'Sales tax' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: L.save }));
    const check = await screen.findByRole('dialog', { name: M.checkTitle });
    await userEvent.click(within(check).getByRole('button', { name: CHECK_LABELS.confirm }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(callsOf(fetch, 'PATCH')).toEqual([['/v1/admin/meetings/7', { categories: [] }]]);
  });

  it('stays on the meeting when Keep Editing is chosen or the save fails', async () => {
    mockEditorApi(meeting, () => jsonResponse({ message: 'Server Error' }, 500));
    const { router } = renderConsoleAt('/meetings/7');
    await userEvent.click(await screen.findByRole('button', { name: L.save }));
    let check = await screen.findByRole('dialog', { name: M.checkTitle });
    await userEvent.click(within(check).getByRole('button', { name: CHECK_LABELS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: L.save }));
    check = await screen.findByRole('dialog', { name: M.checkTitle });
    await userEvent.click(within(check).getByRole('button', { name: CHECK_LABELS.confirm }));
    const banner = await screen.findByText(
      'There was an error while trying to save your meeting. Please try again.',
    );
    expect(banner.closest('.MuiAlert-filledError')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/meetings/7');
  });

  it('asks before leaving with unsaved categories', async () => {
    mockEditorApi({ ...meeting, categories: [ITEM.sales] });
    const { router } = renderConsoleAt('/meetings/7');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Patrol' }));
    await userEvent.click(backLink());
    const dialog = await screen.findByRole('dialog', { name: LEAVE_LABELS.leaveTitle });
    expect(within(dialog).getByText(L.leave)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: LEAVE_LABELS.stay }));
    expect(router.state.location.pathname).toBe('/meetings/7');
  });

  it('goes back to /meetings with the reason when the meeting cannot be loaded', async () => {
    mockMeetingApi({});
    const { router } = renderConsoleAt('/meetings/99');
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings'));
    expect(
      await screen.findByText('An error occurred while processing your request: Not found.'),
    ).toBeTruthy();
  });

  it('is the Meeting Mode pitch for a client without meetings', async () => {
    const client = makeClient(1, 'City of Riverton', { is_meeting_mode_enabled: false });
    const fetch = mockMeetingApi({ me: makeMe(client), meetings: [meeting] });
    renderConsoleAt('/meetings/7');
    expect(await screen.findByRole('region', { name: MEETINGS_PITCH.heading })).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/v1/admin/meetings'))).toBe(false);
  });

  it('has no accessibility violations with the categories shown', async () => {
    mockEditorApi({ ...meeting, categories: [ITEM.trails] });
    renderConsoleAt('/meetings/7');
    await screen.findByRole('checkbox', { name: 'Trails' });
    expect(await violations()).toEqual([]);
  });
});
