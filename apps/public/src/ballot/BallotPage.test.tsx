import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBallotInput, TPublicSimulation } from '@commonpurse/domain/public';
import { pointsPrioritization, prioritization } from '../../dev/fixtures.ts';
import { App } from '../screens/App.tsx';
import { ballotApi } from './test-api.ts';

/** The fixture without entry questions or map shapes (Leaflet does not run in jsdom). */
function ballotSim(extra: Partial<TPublicSimulation> = {}): TPublicSimulation {
  const sim = prioritization();
  return {
    ...sim,
    entry_screen_introduction_text: null,
    questions: [],
    expenses: sim.expenses.map((c) => ({
      ...c,
      subcategories: c.subcategories.map((item) => ({ ...item, geojson: null })),
    })),
    ...extra,
  };
}

async function openBallot(sim: TPublicSimulation, queues: Parameters<typeof ballotApi>[1] = {}) {
  const api = ballotApi(sim, queues);
  const user = userEvent.setup();
  render(
    <App boot={{ subdomain: 'riverton', slug: sim.slug, preview: null, status: 'ok', locale: 'en_US' }} />,
  );
  await screen.findByRole('heading', { level: 1, name: sim.name });
  return { api, user };
}

const box = (name: string) => screen.getByRole('checkbox', { name: `Choose ${name}` });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const barText = () =>
  document.querySelector('.funds-bar .balance-text')!.textContent!.replace(/\s+/g, ' ').trim();
const liveText = () => document.querySelector('.funds-bar [aria-live="polite"]')!.textContent!.trim();
const rankNames = () =>
  [...document.querySelectorAll('.rank-list .rank-name')].map((el) =>
    el.textContent!.replace(/^Rank.*?: /, ''),
  );
const sentBallot = (api: ReturnType<typeof ballotApi>) => api.to('submissions').at(-1)!.body as TBallotInput;

describe('the ballot page', () => {
  it('keeps the choice within the funds and says in words why a project no longer fits', async () => {
    const { user } = await openBallot(ballotSim());
    expect(barText()).toBe('Available funds $0 of $500,000 · $500,000 left');
    await user.click(box('Library roof'));
    await user.click(box('Safe routes to school'));
    expect(barText()).toBe('Available funds $480,000 of $500,000 · $20,000 left');
    const garden = box('Community garden');
    expect(garden.getAttribute('aria-disabled')).toBe('true');
    expect(describedBy(garden)).toBe('Costs more than the $20,000 left');
    await user.click(garden);
    expect((garden as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(liveText()).toBe('Costs more than the $20,000 left'));
    // Removing a project makes room again.
    await user.click(screen.getByRole('button', { name: 'Remove Safe routes to school' }));
    expect(box('Community garden').getAttribute('aria-disabled')).toBeNull();
    await waitFor(() =>
      expect(liveText()).toBe(
        'Safe routes to school removed from your choices. $300,000 of $500,000, $200,000 left',
      ),
    );
  });

  it('honours max_items with the reason in words', async () => {
    const { user } = await openBallot(ballotSim({ max_items: 2 }));
    expect(screen.getByText(/You may choose up to 2 projects\./)).toBeTruthy();
    await user.click(box('Community garden'));
    await user.click(box('Bus shelters'));
    const third = box('Skate park repairs');
    expect(third.getAttribute('aria-disabled')).toBe('true');
    expect(describedBy(third)).toBe('You have chosen the most projects allowed (2).');
  });

  it('ranks the chosen projects with the Up and Down buttons by keyboard, and announces the new rank', async () => {
    const { user } = await openBallot(ballotSim());
    await user.click(box('Library roof'));
    await user.click(box('Park lighting'));
    await user.click(box('Community garden'));
    expect(rankNames()).toEqual(['Library roof', 'Park lighting', 'Community garden']);
    expect(screen.getByText('Chosen, rank 3')).toBeTruthy();
    screen.getByRole('button', { name: 'Move Community garden up' }).focus();
    await user.keyboard('{Enter}');
    expect(rankNames()).toEqual(['Library roof', 'Community garden', 'Park lighting']);
    await waitFor(() => expect(liveText()).toBe('Community garden moved to rank 2 of 3.'));
    // Focus stays on the moved project's button: once more and it leads.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Community garden up' }));
    await user.keyboard('{Enter}');
    expect(rankNames()[0]).toBe('Community garden');
    const first = screen.getByRole('button', { name: 'Move Community garden up' });
    expect(first.getAttribute('aria-disabled')).toBe('true');
    await user.click(first);
    expect(rankNames()[0]).toBe('Community garden');
    await user.click(screen.getByRole('button', { name: 'Move Library roof down' }));
    expect(rankNames()).toEqual(['Community garden', 'Park lighting', 'Library roof']);
    expect(screen.getByText('Rank 3 of 3:', { exact: false })).toBeTruthy();
  });

  it('sends the ballot in rank order with the idea, a new Idempotency-Key and the voter cookie, then shows the receipt', async () => {
    const { api, user } = await openBallot(ballotSim(), {
      submissions: [
        { status: 201, body: { data: { id: 3, user_id: 'u-3', receipt_code: 'K7QX-2M9P', replaced: true } } },
      ],
    });
    await user.click(box('Library roof'));
    await user.click(box('Bus shelters'));
    await user.click(screen.getByRole('button', { name: 'Move Bus shelters up' }));
    await user.type(screen.getByLabelText('Describe your idea'), '  A splash pad at Elm Park ');
    const cost = screen.getByRole('textbox', { name: 'Estimated cost' });
    await user.clear(cost);
    await user.type(cost, '80000{Enter}');
    await user.click(screen.getByRole('button', { name: 'Review my ballot' }));

    const review = await screen.findByRole('main');
    expect(within(review).getByRole('heading', { level: 1 }).textContent).toBe('Review your ballot');
    expect([...review.querySelectorAll('.review-list li')].map((li) => li.textContent)).toEqual([
      '1Rank 1 of 2: Bus shelters$60,000',
      '2Rank 2 of 2: Library roof$300,000',
    ]);
    expect(review.textContent).toContain('Total $360,000 of $500,000 · $140,000 left');
    expect(review.textContent).toContain('A splash pad at Elm Park ($80,000)');
    await user.click(within(review).getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { level: 1, name: 'Your ballot is in' });
    const sent = api.to('submissions');
    expect(sent).toHaveLength(1);
    const box0 = prioritization().expenses[0]!.subcategories;
    const id = (name: string) => box0.find((item) => item.name === name)!.id;
    expect(sent[0]!.body).toEqual({
      visit_id: 77,
      items: [
        { subcategory_id: id('Bus shelters'), rank: 1 },
        { subcategory_id: id('Library roof'), rank: 2 },
      ],
      suggestions: [
        { subcategory_id: id('Your project idea'), text: 'A splash pad at Elm Park', amount: 80_000 },
      ],
      answers: [],
      comments: [],
      location: null,
      voter: {},
    });
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.credentials).toBe('same-origin');
    expect(screen.getByText('K7QX-2M9P').className).toBe('receipt-code');
    expect(screen.getByText(/enter it on this page to check that your ballot was counted/)).toBeTruthy();
    expect(
      screen.getByText('This ballot replaced your earlier ballot. Only this one will be counted.'),
    ).toBeTruthy();
    expect(localStorage.getItem('commonpurse:ballot:43')).toBeNull();
  });

  it('keeps the ballot on the device, retries a lost submit with the same key, and says an earlier ballot will be replaced', async () => {
    const sim = ballotSim();
    const first = await openBallot(sim, {
      ballot: [{ status: 200, body: { data: { verification: 'browser', has_ballot: true } } }],
      submissions: [new TypeError('offline')],
    });
    expect(
      await screen.findByText('You have already voted from this browser. A new ballot will replace it.'),
    ).toBeTruthy();
    await first.user.click(box('Park lighting'));
    expect(JSON.parse(localStorage.getItem('commonpurse:ballot:43')!).choice.order).toHaveLength(1);
    await first.user.click(screen.getByRole('button', { name: 'Review my ballot' }));
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Your ballot is saved on this device/)).toBeTruthy();
    await first.user.click(screen.getByRole('button', { name: 'Try again now' }));
    await screen.findByRole('heading', { name: 'Your ballot is in' });
    const [lost, retried] = first.api.to('submissions');
    expect(retried!.headers['idempotency-key']).toBe(lost!.headers['idempotency-key']);
  });

  it('spreads points over the chosen projects and sends them', async () => {
    const { api, user } = await openBallot({
      ...ballotSim({ mode: 'points', adjustment: 10, bar_behavior: 'meet_or_exceed', max_items: null }),
      // Exit questions: the review continues to them, and Finish sends.
      questions: pointsPrioritization().questions,
    });
    expect(screen.getByText(/spread your 10 points among them/)).toBeTruthy();
    await user.click(box('Library roof'));
    await user.click(box('Community garden'));
    expect(barText()).toBe('2 of 10 points given · 2 projects chosen');
    await user.type(screen.getByRole('textbox', { name: 'Points for Library roof' }), '7{Enter}');
    expect(barText()).toBe('8 of 10 points given · 2 projects chosen');
    const more = screen.getByRole('button', { name: 'One more point for Community garden' });
    await user.click(more);
    await user.click(more);
    expect(more.getAttribute('aria-disabled')).toBe('true');
    await user.click(more);
    expect(barText()).toBe('10 of 10 points given · 2 projects chosen');
    expect(box('Bus shelters').getAttribute('aria-disabled')).toBe('true');
    expect(describedBy(box('Bus shelters'))).toBe('No points left to give');
    await user.click(screen.getByRole('button', { name: 'Review my ballot' }));
    expect(screen.getByText('7 points')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/ZIP or postal code/), '55401');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByRole('heading', { name: 'Your ballot is in' });
    expect(sentBallot(api).items.map((i) => [i.rank, i.points])).toEqual([
      [1, 7],
      [2, 3],
    ]);
    expect(sentBallot(api).answers).toEqual([{ question_id: 501, value: '55401' }]);
  });

  it('will not send a ballot that breaks a rule, and says which', async () => {
    const { api, user } = await openBallot(ballotSim({ bar_behavior: 'meet_or_exceed' }));
    await user.click(box('Library roof'));
    await user.click(screen.getByRole('button', { name: 'Review my ballot' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The chosen projects must meet or exceed the goal.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(api.to('submissions')).toHaveLength(0);
  });

  it('shows no costs in a nonnumerical ballot', async () => {
    const { user } = await openBallot(ballotSim({ mode: 'nonnumerical', adjustment: null }));
    expect(screen.queryByText('$300,000')).toBeNull();
    await user.click(box('Library roof'));
    expect(barText()).toBe('One project chosen');
    expect(document.querySelector('.funds-meter')).toBeNull();
  });
});

describe('proving a voter before the ballot is sent', () => {
  it('asks for an e-mail code, shows each server error next to its field, and sends the token', async () => {
    const sim = ballotSim({ ballot_verification: 'email' });
    const { api, user } = await openBallot(sim, {
      email: [
        {
          status: 422,
          body: { message: 'Invalid', errors: { email: ['Please enter a valid e-mail address.'] } },
        },
      ],
      verify: [
        {
          status: 422,
          body: {
            message: 'Invalid',
            errors: { code: ['This code is not correct. Please check the e-mail and try again.'] },
          },
        },
        {
          status: 200,
          body: { data: { token: 'tok-42', expires_at: '2026-01-01T00:00:00Z', has_ballot: true } },
        },
      ],
    });
    await user.click(box('Park lighting'));
    await user.click(screen.getByRole('button', { name: 'Review my ballot' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      screen.getByText('Please verify that you are a voter before submitting your ballot.'),
    ).toBeTruthy();
    expect(api.to('submissions')).toHaveLength(0);

    const email = screen.getByLabelText('E-mail address');
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(email)).toBe('Please enter a valid e-mail address.');
    await user.clear(email);
    await user.type(email, 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(
      await screen.findByText(
        /If ana@example.org can vote, a code is on its way\. It is valid for 15 minutes\./,
      ),
    ).toBeTruthy();
    expect(api.to('email').at(-1)!.body).toEqual({ email: 'ana@example.org' });

    const code = screen.getByLabelText('Code from the e-mail');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(describedBy(code)).toBe('This code is not correct. Please check the e-mail and try again.'),
    );
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified: ana@example.org')).toBeTruthy();
    expect(
      screen.getByText('This e-mail address has already voted. A new ballot will replace the earlier one.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Your ballot is in' });
    expect(sentBallot(api).voter).toEqual({ token: 'tok-42' });
  });

  it('checks a voter code, and asks again when the server says it was used', async () => {
    const sim = ballotSim({ ballot_verification: 'voter_code' });
    const { api, user } = await openBallot(sim, {
      code: [
        { status: 422, body: { message: 'Invalid', errors: { code: ['This voter code is not valid.'] } } },
      ],
      submissions: [
        {
          status: 422,
          body: { message: 'Invalid', errors: { 'voter.code': ['This voter code has already been used.'] } },
        },
      ],
    });
    await user.click(box('Bus shelters'));
    await user.click(screen.getByRole('button', { name: 'Review my ballot' }));
    const field = screen.getByLabelText('Voter code');
    await user.type(field, 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await waitFor(() => expect(describedBy(field)).toBe('This voter code is not valid.'));
    await user.clear(field);
    await user.type(field, 'abcd-1234');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Voter code accepted.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This voter code has already been used.')).toBeTruthy();
    expect(sentBallot(api).voter).toEqual({ code: 'abcd-1234' });
    expect(screen.getByLabelText('Voter code')).toBeTruthy();
  });
});
