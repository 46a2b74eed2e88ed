// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithIntl, setupFeatureTests } from '../testing.tsx';
import { GoalModal } from './GoalModal.tsx';

setupFeatureTests();

describe('the goal dialog', () => {
  it('shows the message under the goal title and closes with OK, the close button or Escape', () => {
    const onClose = vi.fn();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = renderWithIntl(
      <GoalModal open message={'You balanced the budget.\nWell done!'} title="Goal met" onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Goal met' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByText(/You balanced the budget\.\s+Well done!/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(3);

    // Closed by the page: the dialog is shut and the focus is back where it was.
    rerender(<GoalModal open={false} message="" title="Goal met" onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('renders a closed dialog while not open', () => {
    renderWithIntl(<GoalModal open={false} message="Hi" title="Goal met" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Hi')).toBeNull();
  });
});
