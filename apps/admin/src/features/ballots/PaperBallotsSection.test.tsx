import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALLOT_MESSAGES } from '@commonpurse/domain/public';
import { PAPER_LABELS as L } from './labels.ts';
import { PaperBallotsSection } from './PaperBallotsSection.tsx';
import { renderSection } from './test-support.tsx';
import { makePrioritization } from './fixtures.ts';

const field = () => screen.getByRole('textbox', { name: L.entry });
const enter = async (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  await userEvent.type(field(), '{Enter}');
};

describe('paper ballots', () => {
  it('numbers the projects, posts the typed ranking, clears and refocuses for the next ballot', async () => {
    const { writes } = renderSection(<PaperBallotsSection />);
    expect(screen.getByText(L.note)).toBeTruthy();
    const list = screen.getByRole('list', { name: L.projectsCaption });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Playground ($50,000)',
      'Bike lanes ($60,000)',
      'Library hours ($30,000)',
      'Street trees ($20,000)',
    ]);
    await screen.findByText(L.recentNone);

    await enter('3 1 4');
    expect(await screen.findByText(L.saved('PAPR-0001'))).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/budgets/70/ballots/paper',
        body: {
          items: [
            { subcategory_id: 23, rank: 1 },
            { subcategory_id: 21, rank: 2 },
            { subcategory_id: 25, rank: 3 },
          ],
        },
      },
    ]);
    expect(field()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(field());
    const recent = await screen.findByRole('table', { name: L.recent });
    expect(within(recent).getByText('3 1 4')).toBeTruthy();
  });

  it('refuses unknown and repeated numbers without calling the server', async () => {
    const { writes } = renderSection(<PaperBallotsSection />);
    await enter('3 9');
    expect(screen.getByText(L.unknown(9))).toBeTruthy();
    await enter('2 1 2');
    expect(screen.getByText(L.repeated(2))).toBeTruthy();
    expect(field()).toHaveProperty('value', '2 1 2');
    expect(writes()).toEqual([]);
  });

  it('shows the server refusal verbatim and keeps the typed numbers', async () => {
    renderSection(<PaperBallotsSection />, {
      api: { refusePaper: { items: [BALLOT_MESSAGES.overFunds] } },
    });
    await enter('1 2');
    expect(await screen.findByText(BALLOT_MESSAGES.overFunds)).toBeTruthy();
    expect(field()).toHaveProperty('value', '1 2');
    expect(document.activeElement).toBe(field());
  });

  it('takes points in a points prioritization', async () => {
    const { writes } = renderSection(<PaperBallotsSection />, {
      view: makePrioritization({ mode: 'points' }),
    });
    expect(screen.getByText(L.entryHelpPoints)).toBeTruthy();
    await enter('2:60 1:40');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({
      items: [
        { subcategory_id: 22, rank: 1, points: 60 },
        { subcategory_id: 21, rank: 2, points: 40 },
      ],
    });
  });

  it('deletes a mistyped paper ballot after a confirmation', async () => {
    const { writes } = renderSection(<PaperBallotsSection />, {
      api: {
        paper: [
          {
            id: 41,
            receipt_code: 'ABCD-EFGH',
            created_at: '2026-02-01T10:00:00.000Z',
            items: [{ subcategory_id: 22, rank: 1, points: null }],
          },
        ],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: L.remove('ABCD-EFGH') }));
    const dialog = screen.getByRole('dialog', { name: L.deleteTitle('ABCD-EFGH') });
    await userEvent.click(within(dialog).getByRole('button', { name: L.deleteConfirm }));
    expect(await screen.findByText(L.recentNone)).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'DELETE', path: '/v1/admin/budgets/70/ballots/paper/41', body: undefined },
    ]);
  });
});
