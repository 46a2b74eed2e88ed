import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { cityBudget } from '../../dev/fixtures.ts';
import type { TBootstrap } from '../bootstrap.ts';
import { fakeApi } from '../test/fake-api.ts';
import { App } from './App.tsx';

// The feature parts as the page mounts them (features/README.md): when, and with what.

const boot: TBootstrap = {
  subdomain: 'riverton',
  slug: 'city-budget',
  preview: null,
  status: 'ok',
  locale: 'en_US',
};

async function openBudget(sim: TPublicSimulation) {
  const api = fakeApi(sim);
  const user = userEvent.setup();
  render(<App boot={boot} />);
  await user.selectOptions(await screen.findByLabelText(/Do you live in Riverton/), 'resident');
  await user.click(screen.getByRole('button', { name: 'Get Started' }));
  await screen.findByRole('heading', { level: 1, name: sim.name });
  return { api, user };
}

const police = () => screen.getByRole('group', { name: 'Police' });
const submitButton = () => within(document.querySelector<HTMLElement>('.balance-bar')!).getByRole('button');

describe('the feature parts on the page', () => {
  it('opens the guided tour by itself on the first visit only, and again from its button', async () => {
    const sim = cityBudget();
    sim.tour = { show_details: false, steps: [{ category_id: sim.expenses[0]!.id, subcategory_ids: [] }] };
    const { user } = await openBudget(sim);
    const tour = await screen.findByRole('dialog', { name: 'Guided tour' });
    await user.click(within(tour).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Guided tour' })).toBeNull());
    expect(localStorage.getItem('commonpurse:tour:41')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Guided tour' }));
    expect(await screen.findByRole('dialog', { name: 'Guided tour' })).toBeTruthy();
  });

  it('opens the goal dialog once, when the resident’s change meets the goal', async () => {
    const sim = cityBudget();
    sim.goal_modal = 'You balanced the budget!';
    // normal: met while spending stays within what is available (from a $300,000 deficit here).
    sim.bar_behavior = 'normal';
    const { user } = await openBudget(sim);
    expect(screen.queryByRole('dialog', { name: 'Goal met' })).toBeNull();
    await user.click(within(police()).getByRole('button', { name: /^Decrease Police/ }));
    const goal = await screen.findByRole('dialog', { name: 'Goal met' });
    expect(goal.textContent).toContain('You balanced the budget!');
    await user.click(within(goal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Goal met' })).toBeNull());
    // Out of the goal and back: it does not open again.
    await user.click(within(police()).getByRole('button', { name: /^Increase Police/ }));
    await user.click(within(police()).getByRole('button', { name: /^Decrease Police/ }));
    expect(screen.queryByRole('dialog', { name: 'Goal met' })).toBeNull();
  });

  it('shows the timer on the budget and keeps the budget when the time is up', async () => {
    const sim = cityBudget();
    sim.timer_minutes = 5;
    const { user } = await openBudget(sim);
    expect(await screen.findByRole('timer', { name: 'Time remaining' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^0[45]:\d\d$/);
    await user.click(within(police()).getByRole('button', { name: /^Decrease Police/ }));
    const later = Date.now() + 6 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect(await screen.findByText('Time is up.', { selector: '.notice' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect((screen.getByRole('textbox', { name: 'Amount for Police' }) as HTMLInputElement).value).toBe(
      '38,313,000',
    );
  });

  it('sends the pending clicks before the submission, then shows confetti and share links', async () => {
    const sim = cityBudget();
    const { api, user } = await openBudget(sim);
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/visits'))).toBe(true));
    for (let i = 0; i < 4; i += 1)
      await user.click(within(police()).getByRole('button', { name: /^Decrease Police/ }));
    expect(api.beacon).not.toHaveBeenCalled();
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });

    const fetchMock = vi.mocked(globalThis.fetch);
    const submitted = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/submissions'));
    expect(api.beacon).toHaveBeenCalledTimes(1);
    expect(api.beacon.mock.invocationCallOrder[0]).toBeLessThan(
      fetchMock.mock.invocationCallOrder[submitted]!,
    );
    const batch = JSON.parse(api.beacon.mock.calls[0]![1] as string) as {
      clicks: { kind: string; count: number }[];
    };
    expect(batch.clicks).toEqual([expect.objectContaining({ kind: 'decrease', count: 4 })]);

    expect(await screen.findByRole('link', { name: /Share on Facebook/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Share with your neighbours' })).toBeTruthy();
  });

  it('asks for the pin on the entry screen and does not start without it when it is required', async () => {
    const sim = cityBudget();
    sim.settings = { ...sim.settings, is_location_enabled: true, is_location_required: true };
    fakeApi(sim);
    const user = userEvent.setup();
    render(<App boot={boot} />);
    await user.selectOptions(await screen.findByLabelText(/Do you live in Riverton/), 'resident');
    await screen.findByRole('group', { name: 'Your location (required)' });
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByText('Please enter your location before submitting.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: sim.name })).toBeNull();

    await screen.findByRole('region', { name: /^Map for your location/ });
    await user.click(screen.getByRole('button', { name: 'Place the pin at the map centre' }));
    await screen.findByText(/^Pin placed at latitude/);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { level: 1, name: sim.name })).toBeTruthy();
  });
});
