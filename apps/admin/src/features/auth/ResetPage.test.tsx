import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@commonpurse/domain';
import { jsonResponse, mockFetch, renderAt } from '@/test/render.tsx';
import ResetPage from './ResetPage.tsx';

const password = () => screen.getByLabelText('Password', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirm Password', { selector: 'input' });

describe('ResetPage', () => {
  it('prefills the token and e-mail from the reset link', () => {
    renderAt(<ResetPage />, '/reset?token=abc123&email=dana%40riverton.example');
    expect(screen.getByRole('textbox', { name: 'Reset Token' })).toHaveProperty('value', 'abc123');
    expect(screen.getByRole('textbox', { name: 'E-mail Address' })).toHaveProperty(
      'value',
      'dana@riverton.example',
    );
  });

  it('says the passwords must match under the confirmation', async () => {
    const fetch = mockFetch(() => jsonResponse({ status: 'success' }));
    renderAt(<ResetPage />, '/reset?token=abc123&email=dana%40riverton.example');
    await userEvent.type(password(), 'new-pass-1');
    await userEvent.type(confirmation(), 'new-pass-2{Enter}');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', AUTH_MESSAGES.correctErrors);
    const described = document.getElementById(confirmation().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(AUTH_MESSAGES.passwordsMustMatch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('requires every field', async () => {
    renderAt(<ResetPage />, '/reset');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetTokenRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordConfirmationRequired)).toBeTruthy();
  });

  it('shows server field errors under their fields with the failure message', async () => {
    mockFetch(() =>
      jsonResponse(
        { message: 'The given data was invalid.', errors: { token: [AUTH_MESSAGES.resetTokenInvalid] } },
        422,
      ),
    );
    renderAt(<ResetPage />, '/reset?token=old&email=dana%40riverton.example');
    await userEvent.type(password(), 'new-pass-1');
    await userEvent.type(confirmation(), 'new-pass-1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.requestFailed);
    expect(
      screen.getByRole('textbox', { name: 'Reset Token', description: AUTH_MESSAGES.resetTokenInvalid }),
    ).toBeTruthy();
  });

  it('goes to the login page with reset=1 and the e-mail after success', async () => {
    const fetch = mockFetch(() => jsonResponse({ status: 'success' }));
    const { router } = renderAt(<ResetPage />, '/reset?token=abc123&email=dana%40riverton.example');
    await userEvent.type(password(), 'new-pass-1');
    await userEvent.type(confirmation(), 'new-pass-1{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('reset')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('dana@riverton.example');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      token: 'abc123',
      email: 'dana@riverton.example',
      password: 'new-pass-1',
      password_confirmation: 'new-pass-1',
    });
  });
});
