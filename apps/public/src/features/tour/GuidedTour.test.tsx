// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TPublicCategory, TPublicItem } from '@commonpurse/domain/public';
import { renderWithIntl, setupFeatureTests } from '../testing.tsx';
import { GuidedTour, type TGuidedTourProps } from './GuidedTour.tsx';

setupFeatureTests();

const item = (id: number, name: string, details: string | null = null): TPublicItem =>
  ({
    id,
    name,
    details,
    additional_details: details && `<p><em>${details}, in depth</em></p>`,
  }) as TPublicItem;

const categories = [
  {
    id: 1,
    name: 'Public Safety',
    details: 'Police and fire.',
    additional_details: '<p>Two thirds of the <strong>general fund</strong>.</p>',
    subcategories: [item(11, 'Police', 'Patrol officers'), item(12, 'Fire'), item(13, 'Dispatch')],
  },
  { id: 2, name: 'Parks', details: null, additional_details: null, subcategories: [item(21, 'Trails')] },
  { id: 3, name: 'Libraries', details: null, additional_details: null, subcategories: [] },
] as unknown as TPublicCategory[];

const tour = (showDetails: boolean): NonNullable<TGuidedTourProps['tour']> => ({
  show_details: showDetails,
  steps: [
    { category_id: 1, subcategory_ids: [13, 11] },
    { category_id: 99, subcategory_ids: [] },
    { category_id: 2, subcategory_ids: [21, 999] },
    { category_id: 3, subcategory_ids: [] },
  ],
});

const renderTour = (overrides: Partial<TGuidedTourProps> = {}) => {
  const props = { tour: tour(true), categories, onClose: vi.fn(), onStep: vi.fn(), ...overrides };
  return { ...renderWithIntl(<GuidedTour {...props} />), ...props };
};

const dialog = () => screen.getByRole('dialog', { name: 'Guided tour' });
const button = (name: string) => within(dialog()).getByRole<HTMLButtonElement>('button', { name });

describe('the guided tour', () => {
  it('opens on the first category with its tour items in order, and its details', () => {
    const { onStep } = renderTour();
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(within(dialog()).getByText('Step 1 of 3')).toBeTruthy();
    expect(within(dialog()).getByRole('status').textContent).toBe('Step 1 of 3: Public Safety');
    expect(within(dialog()).getByRole('heading', { level: 3 }).textContent).toBe('Public Safety');
    const list = within(dialog()).getByRole('list', { name: 'Items to look at in Public Safety' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild!.textContent),
    ).toEqual(['Dispatch', 'Police']);
    expect(within(dialog()).getByText('Police and fire.')).toBeTruthy();
    expect(within(dialog()).getByText('general fund').tagName).toBe('STRONG');
    expect(within(dialog()).getByText('Patrol officers')).toBeTruthy();
    expect(within(dialog()).getByText('Patrol officers, in depth').tagName).toBe('EM');
    expect(button('Back').disabled).toBe(true);
    expect(onStep).toHaveBeenLastCalledWith(1);
  });

  it('goes Next and Back, skipping unknown categories, and Finish closes it', () => {
    const { onClose, onStep } = renderTour();
    fireEvent.click(button('Next'));
    expect(within(dialog()).getByRole('status').textContent).toBe('Step 2 of 3: Parks');
    expect(onStep).toHaveBeenLastCalledWith(2);
    fireEvent.click(button('Next'));
    expect(within(dialog()).getByText('Step 3 of 3')).toBeTruthy();
    expect(within(dialog()).queryByRole('list')).toBeNull();
    fireEvent.click(button('Back'));
    fireEvent.click(button('Back'));
    expect(within(dialog()).getByText('Step 1 of 3')).toBeTruthy();
    // Back is disabled on the first step: the focus moved on to Next.
    expect(document.activeElement).toBe(button('Next'));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(button('Finish'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from the close button and with Escape', () => {
    const { onClose } = renderTour();
    fireEvent.click(button('Close'));
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows names only when the tour does not show details', () => {
    renderTour({ tour: tour(false) });
    expect(within(dialog()).queryByText('Police and fire.')).toBeNull();
    expect(within(dialog()).queryByText('Patrol officers')).toBeNull();
    expect(within(dialog()).getByText('Police')).toBeTruthy();
  });

  it('shows nothing without a tour', () => {
    const { container } = renderTour({ tour: null });
    expect(container.innerHTML).toBe('');
  });
});
