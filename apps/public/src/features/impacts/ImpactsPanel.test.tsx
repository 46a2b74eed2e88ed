// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TPublicImpact } from '@commonpurse/domain/public';
import { renderWithIntl, setupFeatureTests } from '../testing.tsx';
import { ImpactsPanel } from './ImpactsPanel.tsx';

setupFeatureTests();

const impact = (overrides: Partial<TPublicImpact>): TPublicImpact => ({
  id: 1,
  name: 'Trees planted',
  description: null,
  additional_details: null,
  target: null,
  prefix: null,
  suffix: null,
  multipliers: [],
  ...overrides,
});

const impacts = [
  impact({
    id: 1,
    name: 'Trees planted',
    description: 'Every $100 of parks spending plants a tree.',
    additional_details: '<p>Counted by the <strong>urban forestry</strong> team.</p>',
    target: 2000,
    suffix: ' trees',
    multipliers: [
      { budget_subcategory_id: 10, multiplier: 0.01 },
      { budget_subcategory_id: 11, multiplier: 0.00333 },
    ],
  }),
  impact({
    id: 2,
    name: 'Response time',
    prefix: '-',
    suffix: ' min',
    multipliers: [{ budget_subcategory_id: 12, multiplier: 0.000012345 }],
  }),
];

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('the impacts panel', () => {
  it("totals each impact over the resident's amounts against its target, with prefix and suffix", () => {
    const { rerender } = renderWithIntl(
      <ImpactsPanel
        impacts={impacts}
        amounts={
          new Map([
            [10, 100_000],
            [11, 1_000],
            [12, 100],
          ])
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Impacts' })).toBeTruthy();
    // 100,000 × 0.01 + 1,000 × 0.00333 = 1,003.33
    expect(within(card('Trees planted')).getByText('1,003.33 trees')).toBeTruthy();
    expect(within(card('Trees planted')).getByText('Target: 2,000 trees')).toBeTruthy();
    expect(within(card('Trees planted')).getByText('50% of the target')).toBeTruthy();
    expect(
      within(card('Trees planted')).getByText('Every $100 of parks spending plants a tree.'),
    ).toBeTruthy();
    // 100 × 0.000012345 = 0.0012345, shown to 4 decimals; no target, so no progress.
    expect(within(card('Response time')).getByText('-0.0012 min')).toBeTruthy();
    expect(within(card('Response time')).queryByText(/of the target/)).toBeNull();

    rerender(<ImpactsPanel impacts={impacts} amounts={new Map([[10, 300_000]])} />);
    expect(within(card('Trees planted')).getByText('3,000 trees')).toBeTruthy();
    expect(within(card('Trees planted')).getByText('150% of the target')).toBeTruthy();
    expect(card('Trees planted').querySelector<HTMLElement>('.cp-impact__bar-fill')!.style.width).toBe(
      '100%',
    );
  });

  it('opens More Details (server HTML) in a modal dialog and closes it', () => {
    renderWithIntl(<ImpactsPanel impacts={impacts} amounts={new Map()} moreDetailsLabel="Learn more" />);
    const button = screen.getByRole('button', { name: 'Learn more about Trees planted' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Trees planted' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByText('urban forestry').tagName).toBe('STRONG');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Only impacts with More Details have the button.
    expect(screen.getAllByRole('button', { name: /Learn more/ })).toHaveLength(1);
  });

  it('closes the dialog with Escape', () => {
    renderWithIntl(<ImpactsPanel impacts={impacts} amounts={new Map()} />);
    fireEvent.click(screen.getByRole('button', { name: 'More Details about Trees planted' }));
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing without impacts', () => {
    const { container } = renderWithIntl(<ImpactsPanel impacts={[]} amounts={new Map()} />);
    expect(container.innerHTML).toBe('');
  });
});
