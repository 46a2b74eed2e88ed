import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { cityBudget, housingPlan } from '../../dev/fixtures.ts';
import type { TBootstrap } from '../bootstrap.ts';
import { fakeApi } from '../test/fake-api.ts';
import { App } from './App.tsx';

const boot: TBootstrap = {
  subdomain: 'riverton',
  slug: 'city-budget',
  preview: null,
  status: 'ok',
  locale: 'en_US',
};

/** The text of the elements an element's aria-describedby names. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const balanceText = () => document.querySelector('.balance-text')!.textContent!.replace(/\s+/g, ' ').trim();

/** Opens the city budget and answers its entry question. */
async function openBudget(
  sim: TPublicSimulation = cityBudget(),
  answers: Parameters<typeof fakeApi>[1] = [],
) {
  const api = fakeApi(sim, answers);
  const user = userEvent.setup({ delay: null });
  render(<App boot={{ ...boot, preview: sim.preview ? 'token' : null }} />);
  await user.selectOptions(await screen.findByLabelText(/Do you live in Riverton/), 'resident');
  await user.click(screen.getByRole('button', { name: 'Get Started' }));
  await screen.findByRole('heading', { level: 1, name: sim.name });
  return { api, user };
}

/** Police down 4 steps: from a $300,000 deficit to a $1,248,000 surplus. */
async function balance(user: ReturnType<typeof userEvent.setup>) {
  // Looked up in Police's own controls, not among every button of the page.
  const police = screen.getByRole('group', { name: 'Police' });
  for (let i = 0; i < 4; i += 1)
    await user.click(within(police).getByRole('button', { name: /^Decrease Police by/ }));
  expect(balanceText()).toBe('Balance Surplus $1,248,000');
}

const submitButton = () => within(document.querySelector<HTMLElement>('.balance-bar')!).getByRole('button');

describe('the simulation page', () => {
  it('asks the required entry question before the budget', async () => {
    fakeApi(cityBudget());
    const user = userEvent.setup({ delay: null });
    render(<App boot={boot} />);
    await user.click(await screen.findByRole('button', { name: 'Get Started' }));
    const question = screen.getByLabelText(/Do you live in Riverton/);
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(question)).toBe('This question requires an answer.');
    expect(screen.getByRole('alert').textContent).toContain('One answer needs your attention.');
    expect(screen.queryByRole('heading', { name: 'Riverton 2026 Budget' })).toBeNull();
  });

  it('moves an amount and the balance with + and -, says so politely, and beacons the clicks on page hide', async () => {
    const { api, user } = await openBudget();
    expect(balanceText()).toBe('Balance Deficit $300,000');
    const police = screen.getByRole('group', { name: 'Police' });
    await user.click(within(police).getByRole('button', { name: 'Increase Police by $387,000' }));
    expect((screen.getByRole('textbox', { name: 'Amount for Police' }) as HTMLInputElement).value).toBe(
      '39,087,000',
    );
    expect(police.closest('li')!.textContent).toContain('+$387,000 from the start');
    expect(balanceText()).toBe('Balance Deficit $687,000');
    await waitFor(() =>
      expect(document.querySelector('.balance-bar [aria-live="polite"]')!.textContent).toContain(
        'Police: $39,087,000. Balance: Deficit $687,000',
      ),
    );
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/visits'))).toBe(true));
    await user.click(within(police).getByRole('button', { name: /^Decrease Police/ }));
    window.dispatchEvent(new Event('pagehide'));
    expect(api.beacon).toHaveBeenCalledWith('/v1/public/budgets/41/clicks', expect.any(String));
  });

  it('snaps a typed amount to the item grid when it is committed', async () => {
    const { user } = await openBudget();
    const permits = screen.getByRole('textbox', { name: 'Amount for Building Permits' });
    await user.clear(permits);
    await user.type(permits, '4,449,999abc{Enter}');
    await user.tab();
    expect((permits as HTMLInputElement).value).toBe('4,400,000');
    expect(balanceText()).toBe('Balance Deficit $100,000');
  });

  it('changes amounts when a scenario option is chosen', async () => {
    const { user } = await openBudget();
    await user.click(screen.getByRole('radio', { name: /Yes, apply for the grant/ }));
    expect((screen.getByRole('radio', { name: /Yes, apply/ }) as HTMLInputElement).checked).toBe(true);
    expect(balanceText()).toBe('Balance Surplus $1,200,000');
  });

  it('refuses a deficit with the validation dialog and sends nothing', async () => {
    const { api, user } = await openBudget();
    await user.click(submitButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Before you submit' });
    expect(dialog?.textContent).toContain('You cannot submit with a deficit.');
    expect(api.writes().filter((c) => c.url.endsWith('/submissions'))).toEqual([]);
  });

  it('uses the simulation’s own texts where it set them', async () => {
    const sim = cityBudget();
    sim.texts = { submit: 'Send my budget', surplus_required: 'Balance it first, please.' };
    const { user } = await openBudget(sim);
    await user.click(submitButton());
    expect(submitButton().textContent).toContain('Send my budget');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Balance it first, please.');
  });

  it('keeps the budget through a network failure and retries with the same Idempotency-Key', async () => {
    const { api, user } = await openBudget(cityBudget(), [new TypeError('Failed to fetch')]);
    await balance(user);
    await user.click(submitButton());
    await user.selectOptions(await screen.findByLabelText('What is your age range?'), '35_54');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(/We could not reach the server/)).toBeTruthy();
    const kept = JSON.parse(localStorage.getItem('commonpurse:budget:41')!) as { pendingKey: string };
    expect(kept.pendingKey).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Try again now' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    const sent = api.calls.filter((c) => c.url.endsWith('/submissions'));
    expect(sent).toHaveLength(2);
    expect(sent.map((c) => c.headers['idempotency-key'])).toEqual([kept.pendingKey, kept.pendingKey]);
    expect(sent[1]!.body).toMatchObject({
      visit_id: 77,
      answers: [
        { question_id: 401, value: 'resident' },
        { question_id: 502, value: '35_54' },
      ],
      scenario: [{ subcategory_id: expect.any(Number), option_ids: ['no'] }],
    });
    expect(localStorage.getItem('commonpurse:budget:41')).toBeNull();
  });

  it('shows the server’s refusals next to the questions', async () => {
    const refusal = {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'answers.question_501': ['Tell us your ZIP.'] },
      },
    };
    const { user } = await openBudget(cityBudget(), [refusal]);
    await balance(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('What is your ZIP or postal code?'))).toBe(
        'Tell us your ZIP.',
      ),
    );
  });

  it('says every refusal of a submission, the balance first', async () => {
    const refusal = {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          'items.0.amount': ['This amount cannot be reached with the controls of this item.'],
          balance: ['You cannot submit with a deficit.'],
        },
      },
    };
    const { user } = await openBudget(cityBudget(), [refusal]);
    await balance(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Before you submit' });
    expect([...dialog.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'You cannot submit with a deficit.',
      'This amount cannot be reached with the controls of this item.',
    ]);
  });

  it('records nothing in a preview, and says so', async () => {
    const sim = cityBudget();
    sim.preview = true;
    const { api, user } = await openBudget(sim);
    expect(screen.getByRole('note').textContent).toContain('Preview');
    await balance(user);
    window.dispatchEvent(new Event('pagehide'));
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(screen.getByText('This was a preview: your budget was not sent.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
    expect(api.beacon).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('says a missing simulation is not available', async () => {
    fakeApi(null);
    render(<App boot={boot} />);
    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeTruthy();
  });

  it('trusts the server’s unavailable status without asking the API', async () => {
    const { calls } = fakeApi(cityBudget());
    render(<App boot={{ ...boot, status: 'unavailable' }} />);
    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a housing plan in homes, with its own section names', async () => {
    fakeApi(housingPlan());
    render(<App boot={{ ...boot, slug: 'housing-plan' }} />);
    expect(await screen.findByRole('heading', { name: 'Housing Requirements' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Housing Choices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase Mixed-use Towers by 100 homes' })).toBeTruthy();
    expect(balanceText()).toBe('Balance Balanced');
  });

  it('lays an Arabic simulation out right to left', async () => {
    const sim = cityBudget();
    sim.locale = 'ar';
    fakeApi(sim);
    render(<App boot={{ ...boot, locale: 'ar' }} />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
  });
});
