import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { cityBudget } from '../../dev/fixtures.ts';
import { fakeApi } from '../test/fake-api.ts';
import { App } from './App.tsx';

const boot = {
  subdomain: 'riverton',
  slug: 'city-budget',
  preview: null,
  status: 'ok',
  locale: 'en_US',
} as const;

async function open(sim: TPublicSimulation) {
  fakeApi(sim);
  const user = userEvent.setup();
  render(<App boot={boot} />);
  await user.selectOptions(await screen.findByLabelText(/Do you live in Riverton/), 'resident');
  await user.click(screen.getByRole('button', { name: 'Get Started' }));
  await screen.findByRole('heading', { level: 1, name: sim.name });
}

const itemOf = (sim: TPublicSimulation, name: string) =>
  [...sim.expenses, ...sim.revenue].flatMap((c) => c.subcategories).find((s) => s.name === name)!;

// show_submission_averages: the page shows residents' average beside each item the data has one for.
describe("residents' averages", () => {
  it('are shown beside each item with one, in the page’s currency', async () => {
    const sim = cityBudget();
    const police = itemOf(sim, 'Police');
    await open({ ...sim, submission_averages: [{ subcategory_id: police.id, average: 1_234_567 }] });
    const row = screen.getByRole('group', { name: 'Police' }).closest('li')!;
    expect(row.querySelector('.item-average')?.textContent).toBe('Residents’ average: $1,234,567');
    expect(screen.getAllByText(/Residents’ average/)).toHaveLength(1);
  });

  it('are not shown when the simulation does not show them', async () => {
    await open(cityBudget());
    expect(screen.queryByText(/Residents’ average/)).toBeNull();
  });
});
