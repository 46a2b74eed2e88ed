import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@commonpurse/domain';
import { jsonResponse, mockFetch, renderAt } from '@/test/render.tsx';
import ForgotPage from './ForgotPage.tsx';

const email = () => screen.getByRole('textbox', { name: 'E-mail Address' });

describe('ForgotPage', () => {
  it('validates locally with the forgot-password messages', async () => {
    const fetch = mockFetch(() => jsonResponse({ status: 'success' }));
    renderAt(<ForgotPage />, '/forgot');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.correctErrors);
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    await userEvent.type(email(), 'nope{Enter}');
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms that the link was sent', async () => {
    const fetch = mockFetch(() => jsonResponse({ status: 'success' }));
    renderAt(<ForgotPage />, '/forgot');
    await userEvent.type(email(), 'dana@riverton.example{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.forgotSuccess);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ email: 'dana@riverton.example' });
  });

  it('shows server errors on the e-mail field and the failure message', async () => {
    mockFetch(() =>
      jsonResponse({ message: 'The given data was invalid.', errors: { email: ['Server says no'] } }, 422),
    );
    renderAt(<ForgotPage />, '/forgot');
    await userEvent.type(email(), 'dana@riverton.example{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.requestFailed);
    expect(
      screen.getByRole('textbox', { name: 'E-mail Address', description: 'Server says no' }),
    ).toBeTruthy();
  });
});
