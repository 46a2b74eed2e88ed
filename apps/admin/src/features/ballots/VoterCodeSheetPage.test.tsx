import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, signIn } from '@/test/render.tsx';
import { mockSimulationApi } from '@/test/simulation-api.ts';
import { fakeBallotApi } from './fake-ballot-api.ts';
import { makePrioritization, makeResults } from './fixtures.ts';
import { SHEET_LABELS as L } from './labels.ts';
import VoterCodeSheetPage from './VoterCodeSheetPage.tsx';

const code = (id: number, batch: string | null, used = false) => ({
  id,
  code: `CODE-${id}`,
  batch,
  created_at: '2026-02-01T10:00:00.000Z',
  used_at: used ? '2026-02-02T10:00:00.000Z' : null,
});

describe('the printable sheet of voter codes', () => {
  it('prints one card per unused code of the batch, with the address and instructions', async () => {
    signIn();
    const view = makePrioritization();
    mockSimulationApi({
      views: [view],
      handle: fakeBallotApi(view.id, {
        codes: [code(1, 'Ward 3'), code(2, 'Ward 3', true), code(3, 'Ward 4'), code(4, 'Ward 3')],
        paper: [],
        results: { published: null, ballots: 0, paper_ballots: 0 },
        counted: makeResults(),
        refusePaper: null,
      }),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderRoutes(
      [{ path: 'pb/:id/voter-codes/print', element: <VoterCodeSheetPage /> }],
      '/pb/70/voter-codes/print?batch=Ward%203',
    );
    expect(await screen.findByText(L.screenNote(2))).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual(
      ['CODE-1', 'CODE-4'].map(
        (c) =>
          `${view.name}${L.heading}${c}${L.instructions('http://city-of-riverton.localhost:3000/decides')}`,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: L.print }));
    expect(print).toHaveBeenCalledOnce();
  });
});
