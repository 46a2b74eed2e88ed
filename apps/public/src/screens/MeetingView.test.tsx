import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPublicMeetingPage, TPublicSimulation, TSubmissionInput } from '@commonpurse/domain/public';
import { cityBudget } from '../../dev/fixtures.ts';
import type { TBootstrap } from '../bootstrap.ts';
import { fakeApi } from '../test/fake-api.ts';
import { App } from './App.tsx';

const boot: TBootstrap = {
  subdomain: 'riverton',
  slug: 'city-budget',
  kind: 'meeting',
  meeting: { id: 12, screen: 'public' },
  preview: null,
  status: 'ok',
  locale: 'en_US',
};

const itemsOf = (sim: TPublicSimulation, category: string) =>
  [...sim.revenue, ...sim.expenses].find((c) => c.name === category)!.subcategories;

/** The city budget's meeting on its Parks & Recreation items. */
function parksMeeting(): TPublicMeetingPage {
  const simulation = cityBudget();
  const parks = itemsOf(simulation, 'Parks & Recreation');
  return {
    meeting: { id: 12, name: 'Ward 3 town hall', subcategory_ids: parks.map((item) => item.id) },
    simulation,
  };
}

const balanceText = () => document.querySelector('.balance-text')!.textContent!.replace(/\s+/g, ' ').trim();

describe("a meeting's public view", () => {
  it('shows only the meeting’s items, keeps the others at their start in the balance, and tags what it records', async () => {
    const page = parksMeeting();
    const api = fakeApi(page);
    const user = userEvent.setup();
    render(<App boot={boot} />);
    await user.selectOptions(await screen.findByLabelText(/Do you live in Riverton/), 'resident');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await screen.findByRole('heading', { level: 1, name: 'Riverton 2026 Budget' });
    expect(api.calls[0]!.url).toBe('/v1/public/sites/riverton/meetings/12');
    await waitFor(() => expect(document.title).toBe('Ward 3 town hall'));
    expect(screen.getByText('Ward 3 town hall', { selector: '.meeting-name' })).toBeTruthy();

    // Only the meeting's category and items; the revenue side has none of them, so it is not shown.
    expect(screen.getByRole('group', { name: 'Park Maintenance' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Library Services' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Police' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Public Safety' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Revenue' })).toBeNull();
    // The whole simulation's balance: its $300,000 gap comes from items not shown here.
    expect(balanceText()).toBe('Balance Deficit $300,000');

    const parks = screen.getByRole('group', { name: 'Park Maintenance' });
    for (let i = 0; i < 5; i += 1)
      await user.click(within(parks).getByRole('button', { name: /^Decrease Park Maintenance by/ }));
    expect(balanceText()).toBe('Balance Surplus $5,000');

    await user.click(within(document.querySelector<HTMLElement>('.balance-bar')!).getByRole('button'));
    await user.selectOptions(await screen.findByLabelText('What is your age range?'), '35_54');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });

    const visit = api.calls.find((c) => c.url === '/v1/public/budgets/41/visits');
    expect(visit?.body).toMatchObject({ meeting_id: 12 });
    // With the browser's cookie: a reload is the same resident in the facilitator's count.
    expect(visit?.credentials).toBe('same-origin');
    const sent = api.calls.find((c) => c.url === '/v1/public/budgets/41/submissions')!
      .body as TSubmissionInput;
    expect(sent.meeting_id).toBe(12);
    // Only the meeting's items go; the server keeps the rest at their start.
    expect(sent.items).toEqual(
      page.meeting.subcategory_ids.map((id, index) => ({
        subcategory_id: id,
        amount: [6_100_000 - 5 * 61_000, 3_900_000, 4_600_000][index],
      })),
    );
    expect(sent.scenario).toEqual([]);
    // Kept apart from the simulation's own budget on this device, and forgotten once submitted.
    expect(localStorage.getItem('commonpurse:budget:41')).toBeNull();
    expect(localStorage.getItem('commonpurse:budget:41:meeting:12')).toBeNull();
  });

  it('keeps an unsent meeting budget under the meeting, apart from the simulation’s own', async () => {
    fakeApi(parksMeeting());
    const user = userEvent.setup();
    render(<App boot={boot} />);
    await user.selectOptions(await screen.findByLabelText(/Do you live in Riverton/), 'resident');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await user.click(await screen.findByRole('button', { name: /^Increase Library Services by/ }));
    const kept = JSON.parse(localStorage.getItem('commonpurse:budget:41:meeting:12')!) as {
      state: { amounts: Record<number, number> };
    };
    expect(Object.values(kept.state.amounts)).toContain(4_646_000);
    expect(localStorage.getItem('commonpurse:budget:41')).toBeNull();
  });

  it('is the not-available screen when the meeting is not open (404)', async () => {
    fakeApi(null);
    render(<App boot={boot} />);
    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeTruthy();
  });
});
