import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, CONSOLE_OAUTH_CLIENT_ID, CONSOLE_OAUTH_SCOPE } from '@commonpurse/domain';
import { getSession } from '@/api/session.ts';
import { jsonResponse, mockFetch, renderAt } from '@/test/render.tsx';
import LoginPage from './LoginPage.tsx';

const tokenAnswer = {
  token_type: 'Bearer',
  expires_in: 3600,
  access_token: 'a1',
  refresh_token: 'r1',
  scope: 'all',
};

describe('LoginPage', () => {
  it('shows the correct-errors alert and a message under each empty field', async () => {
    const fetch = mockFetch(() => jsonResponse({}));
    renderAt(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', AUTH_MESSAGES.correctErrors);
    const email = screen.getByRole('textbox', { name: 'E-mail Address' });
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // The message is the field's description (aria-describedby), not just nearby text.
    expect(
      screen.getByRole('textbox', { name: 'E-mail Address', description: AUTH_MESSAGES.emailRequired }),
    ).toBe(email);
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      AUTH_MESSAGES.passwordRequired,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the e-mail format and the password length', async () => {
    mockFetch(() => jsonResponse({}));
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail Address' }), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), '12345{Enter}');
    expect(await screen.findByText(AUTH_MESSAGES.loginEmailInvalid)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy();
  });

  it('prefills the e-mail and shows the reset success from the query', async () => {
    renderAt(<LoginPage />, '/login?reset=1&email=dana%40riverton.example');
    expect(screen.getByRole('textbox', { name: 'E-mail Address' })).toHaveProperty(
      'value',
      'dana@riverton.example',
    );
    expect(screen.getByRole('status').textContent).toBe(AUTH_MESSAGES.resetSuccess);
  });

  it('toggles the password visibility with a labelled button', async () => {
    renderAt(<LoginPage />, '/login');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('signs in with the password grant on Enter and goes to the redirect target', async () => {
    const fetch = mockFetch(() => jsonResponse(tokenAnswer));
    const { router } = renderAt(<LoginPage />, '/login?redirect=%2Fsimulations%3Fx%3D1');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail Address' }), ' admin@riverton.example ');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo-pass-1{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/simulations'));
    expect(router.state.location.search).toBe('?x=1');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/oauth/token');
    expect(JSON.parse(String(init?.body))).toEqual({
      grant_type: 'password',
      username: 'admin@riverton.example',
      password: 'demo-pass-1',
      client_id: CONSOLE_OAUTH_CLIENT_ID,
      scope: CONSOLE_OAUTH_SCOPE,
    });
    expect(getSession()).toMatchObject({ access_token: 'a1', refresh_token: 'r1', impersonating: false });
  });

  it('ignores an external redirect target', async () => {
    mockFetch(() => jsonResponse(tokenAnswer));
    const { router } = renderAt(<LoginPage />, '/login?redirect=https%3A%2F%2Fevil.example');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail Address' }), 'admin@riverton.example');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo-pass-1{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the login failure on 401 and the server message on 429', async () => {
    let status = 401;
    mockFetch(() =>
      status === 401
        ? jsonResponse({ error: 'invalid_grant', message: AUTH_MESSAGES.loginFailed }, 401)
        : jsonResponse({ message: AUTH_MESSAGES.tooManyAttempts }, 429),
    );
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail Address' }), 'admin@riverton.example');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-pass{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.loginFailed);

    status = 429;
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.tooManyAttempts));
    expect(getSession()).toBeNull();
  });

  it('links to the forgot-password screen', () => {
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot');
  });
});
