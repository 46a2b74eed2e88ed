import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { CONSOLE_OAUTH_CLIENT_ID, CONSOLE_OAUTH_SCOPE, type TTokenResponse } from '@commonpurse/domain';
import { E2E } from '../env.ts';

/** A password grant's tokens, without touching any page's session. */
export async function apiTokens(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/oauth/token', {
    data: {
      grant_type: 'password',
      username: email,
      password,
      client_id: CONSOLE_OAUTH_CLIENT_ID,
      scope: CONSOLE_OAUTH_SCOPE,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TTokenResponse;
}

/** Signs in through the API (not the form) and stores the session the way the console does. */
async function signInThroughApi(page: Page, email: string, password: string) {
  const tokens = await apiTokens(page.request, email, password);
  const session = {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_at: Date.now() + tokens.expires_in * 1000,
    impersonating: false,
  };
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-session-set')) {
      window.localStorage.setItem('commonpurse.session', value);
      window.sessionStorage.setItem('e2e-session-set', '1');
    }
  }, JSON.stringify(session));
  return tokens;
}

export const test = base.extend<{ signIn: (email?: string, password?: string) => Promise<TTokenResponse> }>({
  signIn: async ({ page }, use) => {
    await use((email = E2E.admin.email, password = E2E.admin.password) =>
      signInThroughApi(page, email, password),
    );
  },
});

export { expect };
