import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultsPrioritization } from '../../dev/fixtures.ts';
import { App } from '../screens/App.tsx';
import { ballotApi } from './test-api.ts';

async function openResults(queues: Parameters<typeof ballotApi>[1] = {}) {
  const sim = resultsPrioritization();
  const api = ballotApi(sim, queues);
  render(
    <App boot={{ subdomain: 'riverton', slug: sim.slug, preview: null, status: 'ok', locale: 'en_US' }} />,
  );
  await screen.findByRole('heading', { level: 1, name: `${sim.name}: Results` });
  return { api, user: userEvent.setup() };
}

const receipt = (status: 'counted' | 'replaced') => ({
  status: 200,
  body: {
    data: {
      receipt_code: 'K7QX-2M9P',
      status,
      submitted_at: '2026-05-01T10:00:00Z',
      in_published_results: true,
    },
  },
});

describe('the published results', () => {
  it('shows funded projects in funding order, votes, funds used and the method, and records no visit', async () => {
    const { api } = await openResults();
    const main = screen.getByRole('main');
    expect(main.textContent).toContain(
      '1,204 ballots counted (including 87 paper ballots). Funds used: $465,000 of $500,000.',
    );
    expect(main.textContent).toContain('Counted by the Method of Equal Shares');
    const funded = within(screen.getByRole('region', { name: 'Funded projects' }));
    expect(funded.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Community garden640 votes · $45,000',
      'Library roof512 votes · $300,000',
      'Park lighting455 votes · $120,000',
    ]);
    const notFunded = within(screen.getByRole('region', { name: 'Not funded' }));
    expect(notFunded.getAllByRole('listitem')).toHaveLength(3);
    expect(api.calls.some((call) => call.url.endsWith('/visits'))).toBe(false);
  });

  it('explains the Method of Equal Shares round by round in plain words', async () => {
    await openResults();
    const mes = screen.getByRole('region', { name: 'How the Method of Equal Shares decided' });
    expect(mes.querySelector('p')!.textContent).toBe(
      'Each of the 1,204 voters started with $415.28. Then every share was raised, step by step, to $417.28, so that more of the funds could be used.',
    );
    expect(
      within(mes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Round 1: Community garden (cost $45,000) was paid by its 640 supporters, $70.31 each.',
      'Round 2: Library roof (cost $300,000) was paid by its 512 supporters, $585.94 each.',
      'Round 3: Park lighting (cost $120,000) was paid by its 301 supporters, $330.12 each. 120 more supporters paid all they had left, $20,633.88 together. 34 supporters had nothing left to give.',
    ]);
  });

  it('checks a receipt code: counted, replaced, not found', async () => {
    const { api, user } = await openResults({
      receipts: [
        receipt('counted'),
        receipt('replaced'),
        { status: 404, body: { message: 'No ballot has this receipt code.' } },
      ],
    });
    const field = screen.getByLabelText('Receipt code');
    const check = screen.getByRole('button', { name: 'Check' });
    await user.type(field, ' k7qx-2m9p ');
    await user.click(check);
    expect(await screen.findByText('Your ballot was counted in these results.')).toBeTruthy();
    expect(api.to('receipts')[0]!.url).toBe('/v1/public/budgets/46/receipts/k7qx-2m9p');
    await user.click(check);
    expect(
      await screen.findByText(
        'This ballot was replaced by a later ballot from the same voter, which is the one counted.',
      ),
    ).toBeTruthy();
    await user.click(check);
    expect(await screen.findByText('No ballot has this receipt code.')).toBeTruthy();
  });
});
