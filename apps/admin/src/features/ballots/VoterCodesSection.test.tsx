import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALLOT_ADMIN_MESSAGES } from '@commonpurse/domain/public';
import { CODE_LABELS as L } from './labels.ts';
import { renderSection } from './test-support.tsx';
import { VoterCodesSection } from './VoterCodesSection.tsx';
import { makePrioritization } from './fixtures.ts';

const generate = async (count: string, batch = '') => {
  fireEvent.change(screen.getByRole('textbox', { name: L.count }), { target: { value: count } });
  fireEvent.change(screen.getByRole('textbox', { name: L.batch }), { target: { value: batch } });
  await userEvent.click(screen.getByRole('button', { name: L.generate }));
};

describe('voter codes', () => {
  it('generates a batch, lists the codes and offers its printable sheet', async () => {
    const { writes } = renderSection(<VoterCodesSection />);
    expect(await screen.findByText(L.none)).toBeTruthy();
    expect(screen.getByText(L.notUsed)).toBeTruthy();
    await generate('3', ' Ward 3 ');
    const table = await screen.findByRole('table', { name: L.tableCaption });
    expect(writes()).toEqual([
      { method: 'POST', path: '/v1/admin/budgets/70/voter-codes', body: { count: 3, batch: 'Ward 3' } },
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'CODE-0001',
      'CODE-0002',
      'CODE-0003',
    ]);
    expect(within(rows[0]!).getByText(L.unused)).toBeTruthy();
    expect(screen.getByText(L.summary(3, 0))).toBeTruthy();
    expect(screen.getByText(L.generated(3))).toBeTruthy();
    expect(screen.getByRole('link', { name: L.printBatch('Ward 3') }).getAttribute('href')).toBe(
      '/pb/70/voter-codes/print?batch=Ward%203',
    );
    expect(screen.getByRole('textbox', { name: L.count })).toHaveProperty('value', '');
  });

  it('checks the count before calling the server', async () => {
    const { writes } = renderSection(<VoterCodesSection />, {
      view: makePrioritization({ ballot_verification: 'voter_code' }),
    });
    await screen.findByText(L.none);
    expect(screen.queryByText(L.notUsed)).toBeNull();
    for (const count of ['', '10001']) {
      await generate(count);
      expect(await screen.findByText(BALLOT_ADMIN_MESSAGES.countRange)).toBeTruthy();
    }
    expect(writes()).toEqual([]);
  });
});
