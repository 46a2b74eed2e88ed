import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PB_RESULTS_LABELS as L } from '@commonpurse/domain/analytics';
import { jsonResponse, mockFetch, renderAt, signIn } from '@/test/render.tsx';
import { CONDORCET, HAPPY_PARK_LIGHTS, makePbResults } from './fixtures.ts';
import PbResultsPanel from './PbResultsPanel.tsx';

// jsdom has no layout for Recharts: the chart is a labelled placeholder, the tables carry the figures.
vi.mock('./VoteChart.tsx', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

let releaseCondorcet: () => void = () => undefined;
const calls: string[] = [];

beforeEach(() => {
  signIn();
  calls.length = 0;
  const condorcet = new Promise<void>((resolve) => {
    releaseCondorcet = resolve;
  });
  mockFetch(async (url) => {
    calls.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/pbresults')) return jsonResponse({ data: { pb: makePbResults() } });
    if (url.pathname.endsWith('/condorcet')) {
      await condorcet;
      return jsonResponse({ data: { condorcet: CONDORCET } });
    }
    if (url.pathname.endsWith('/pbhappy')) return jsonResponse({ data: { pbhappy: HAPPY_PARK_LIGHTS } });
    return jsonResponse({ message: 'Not Found' }, 404);
  });
});

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(1).map((cell) => cell.textContent));

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('PB results panel', () => {
  it('shows the cards and the popular and weighted vote totals, most votes first', async () => {
    renderAt(<PbResultsPanel budgetId={7} />);
    const cards = await screen.findByText(L.pageviews);
    const list = cards.closest('dl')!;
    expect([...list.querySelectorAll('dt, dd')].map((el) => el.textContent)).toEqual([
      L.pageviews,
      '8',
      L.submissions,
      '6',
      L.submissionRate,
      '75%',
    ]);
    expect(cellsOf(screen.getByRole('table', { name: L.sections.popular }))).toEqual([
      ['Path', '$300', '5', '83.3%'],
      ['Park', '$400', '3', '50.0%'],
      ['Lights', '$200', '3', '50.0%'],
      ['Pool', '$500', '2', '33.3%'],
    ]);
    expect(screen.getByRole('img', { name: L.chartAlt(L.sections.popular) })).toBeTruthy();
    tab(L.tabs.weighted);
    expect(cellsOf(screen.getByRole('table', { name: L.sections.weighted }))).toEqual([
      ['Path', '$300', '6', '37.9%'],
      ['Lights', '$200', '3.50', '22.1%'],
      ['Park', '$400', '3.33', '21.1%'],
      ['Pool', '$500', '3', '18.9%'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: L.categoriesCaption }))).toEqual([
      ['8', '9.33'],
      ['3', '3.50'],
      ['2', '3'],
    ]);
  });

  it('shows one tab per run-off round, the votes-by-rank heatmap with numbers, and MES rounds', async () => {
    renderAt(<PbResultsPanel budgetId={7} />);
    await screen.findByText(L.pageviews);
    tab(L.tabs['instant-runoff']);
    expect(screen.getByText(L.eliminated('Park'))).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: L.round(2) }));
    expect(screen.getByText(L.fits('$1,000'))).toBeTruthy();
    expect(
      cellsOf(screen.getByRole('table', { name: `${L.sections['instant-runoff']}, ${L.round(2)}` })),
    ).toEqual([
      ['Path', '3'],
      ['Pool', '2'],
      ['Lights', '1'],
    ]);

    tab(L.tabs.ranked);
    const heatmap = screen.getByRole('table', { name: L.heatmapCaption });
    expect(
      within(heatmap)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([L.columns.select, L.columns.project, L.columns.rank(1), L.columns.rank(2), L.columns.rank(3)]);
    expect(cellsOf(heatmap)).toEqual([
      ['Park', '1', '1', '1'],
      ['Path', '2', '3', '0'],
      ['Pool', '2', '0', '0'],
      ['Lights', '1', '2', '0'],
    ]);

    tab(L.tabs.mes);
    expect(screen.getByText(L.mesFunded(2, '$500', '$1,000'))).toBeTruthy();
    expect(screen.getByText('Round 1: Path (cost $300) was paid by 5 supporters, $60 each.')).toBeTruthy();
  });

  it('shows a spinner until the Condorcet count arrives', async () => {
    renderAt(<PbResultsPanel budgetId={7} />);
    await screen.findByText(L.pageviews);
    tab(L.tabs.condorcet);
    expect(screen.getByRole('progressbar', { name: L.condorcetLoading })).toBeTruthy();
    releaseCondorcet();
    const table = await screen.findByRole('table', { name: L.sections.condorcet });
    expect(cellsOf(table)).toEqual([
      ['Path', '3', 'Park, Pool, Lights', '100.0%'],
      ['Park', '1', 'Pool', '33.3%'],
      ['Lights', '1', 'Park', '33.3%'],
      ['Pool', '0', '', '0.0%'],
    ]);
  });

  it('totals the ticked projects and asks pbhappy for their consensus', async () => {
    renderAt(<PbResultsPanel budgetId={7} />);
    await screen.findByText(L.pageviews);
    expect(screen.getByText(L.selection.none)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: L.selectProject('Lights') }));
    tab(L.tabs.weighted);
    // The selection is shared: the weighted tab shows Lights ticked; tick Park there.
    expect(screen.getByRole('checkbox', { name: L.selectProject('Lights') })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('checkbox', { name: L.selectProject('Park') }));
    expect(screen.getByText(L.selection.total(2, '$600', '$1,000'))).toBeTruthy();
    expect(await screen.findByText(L.selection.consensus(5, 6, '83%'))).toBeTruthy();
    expect(screen.getByText(L.selection.wonAtLeast(2, 1))).toBeTruthy();
    expect(calls).toContain('/v1/admin/budgets/7/pbhappy?winners=1%2C4');
  });
});
