import { readFile } from 'node:fs/promises';
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

/** The demo administrator's tokens, read once per worker from what the setup project saved. */
let adminSession: Promise<TTokenResponse> | undefined;
const sharedAdminTokens = () =>
  (adminSession ??= readFile(E2E.adminSessionFile, 'utf8').then(
    (text) => JSON.parse(text) as TTokenResponse,
  ));

/** Stores a session in the page the way the console does, before its first script runs. */
async function storeSession(page: Page, tokens: TTokenResponse) {
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

type TSignIn = (email?: string, password?: string) => Promise<TTokenResponse>;

export const test = base.extend<{ signIn: TSignIn; signInNewSession: TSignIn }>({
  /**
   * Signs the page in without the form. The demo administrator shares the one session the setup
   * project made (a password grant costs an argon2 hash on the server); other logins get their own.
   */
  signIn: async ({ page }, use) => {
    await use(async (email = E2E.admin.email, password = E2E.admin.password) =>
      storeSession(
        page,
        email === E2E.admin.email && password === E2E.admin.password
          ? await sharedAdminTokens()
          : await apiTokens(page.request, email, password),
      ),
    );
  },
  /** A session of the test's own, for a test that ends it (logging out, revoking it on the server). */
  signInNewSession: async ({ page }, use) => {
    await use(async (email = E2E.admin.email, password = E2E.admin.password) =>
      storeSession(page, await apiTokens(page.request, email, password)),
    );
  },
});

export { expect };
