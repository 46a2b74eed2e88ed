import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESULTS_METHOD_LABELS } from '@commonpurse/domain';
import { makePrioritization, makeResults } from './fixtures.ts';
import { RESULTS_LABELS as L } from './labels.ts';
import { ResultsSection } from './ResultsSection.tsx';
import { renderSection } from './test-support.tsx';

const publishButton = () => screen.getByRole('button', { name: L.publish });

describe('results', () => {
  it('cannot publish while the prioritization is Active, and says why', async () => {
    const { writes } = renderSection(<ResultsSection />);
    expect(await screen.findByText(L.counts(12, 2))).toBeTruthy();
    expect(publishButton()).toHaveProperty('disabled', true);
    expect(publishButton().getAttribute('aria-describedby')).toBe(
      screen.getByText(L.publishNeedsInactive).closest('[id]')!.id,
    );
    expect(screen.getByText(L.notPublished)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('publishes an Inactive prioritization with the chosen method and shows the MES rounds', async () => {
    const { writes } = renderSection(<ResultsSection />, {
      view: makePrioritization({ status: 'inactive' }),
    });
    await screen.findByText(L.notPublished);
    await userEvent.click(
      screen.getByRole('radio', { name: (name: string) => name.startsWith(RESULTS_METHOD_LABELS.mes) }),
    );
    await userEvent.click(publishButton());
    const table = await screen.findByRole('table', { name: L.tableCaption });
    expect(writes()).toEqual([
      { method: 'POST', path: '/v1/admin/budgets/70/results', body: { method: 'mes' } },
    ]);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Bike lanes', '$60,000', '30', L.yes],
      ['Street trees', '$20,000', '12', L.yes],
      ['Playground', '$50,000', '25', L.no],
    ]);
    expect(screen.getByText(L.funds('$80,000', '$100,000'))).toBeTruthy();
    expect(screen.getByText(L.mesTitle)).toBeTruthy();
    expect(
      screen.getByText('Each of the 40 voters started with $2,500: the funds divided by the voters.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Round 1: Bike lanes (cost $60,000) was paid by 24 supporters, $2,500 each.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'http://city-of-riverton.localhost:3000/decides' })).toBeTruthy();
  });

  it('shows greedy results without rounds, and unpublishes after a confirmation', async () => {
    const { writes } = renderSection(<ResultsSection />, {
      view: makePrioritization({ status: 'inactive' }),
      api: {
        results: { ballots: 40, paper_ballots: 5, published: makeResults({ method: 'greedy', mes: null }) },
      },
    });
    await screen.findByRole('table', { name: L.tableCaption });
    expect(screen.queryByText(L.mesTitle)).toBeNull();
    expect(
      screen.getByRole('radio', { name: (name: string) => name.startsWith(RESULTS_METHOD_LABELS.greedy) }),
    ).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: L.unpublish }));
    const dialog = screen.getByRole('dialog', { name: L.unpublishTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: L.unpublish }));
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByText(L.notPublished)).toBeTruthy();
    expect(writes()).toEqual([{ method: 'DELETE', path: '/v1/admin/budgets/70/results', body: undefined }]);
  });
});
