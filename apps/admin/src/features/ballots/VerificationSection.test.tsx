import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALLOT_VERIFICATION_LABELS, SIMULATION_MESSAGES } from '@commonpurse/domain';
import { renderSection } from './test-support.tsx';
import { VerificationSection } from './VerificationSection.tsx';

describe('the verification setting', () => {
  it('saves the chosen verification through the simulation PATCH', async () => {
    const { writes, cached } = renderSection(<VerificationSection />);
    expect(screen.getByRole('radio', { name: /One ballot per browser/ })).toHaveProperty('checked', true);
    await userEvent.click(
      screen.getByRole('radio', {
        name: (name: string) => name.startsWith(BALLOT_VERIFICATION_LABELS.voter_code),
      }),
    );
    await waitFor(() => expect(cached().ballot_verification).toBe('voter_code'));
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/v1/admin/budgets/70', body: { ballot_verification: 'voter_code' } },
    ]);
    expect(screen.getByRole('radio', { name: /One-time voter codes/ })).toHaveProperty('checked', true);
  });

  it('shows the refusal once residents have voted online', async () => {
    renderSection(<VerificationSection />, {
      refuse: {
        match: /^PATCH /,
        field: 'ballot_verification',
        message: 'Refused: residents already voted.',
      },
    });
    await userEvent.click(screen.getByRole('radio', { name: /A code sent by e-mail/ }));
    expect(await screen.findByText('Refused: residents already voted.')).toBeTruthy();
    expect(screen.queryByText(SIMULATION_MESSAGES.verificationLocked)).toBeNull();
    expect(screen.getByRole('radio', { name: /One ballot per browser/ })).toHaveProperty('checked', true);
  });
});
