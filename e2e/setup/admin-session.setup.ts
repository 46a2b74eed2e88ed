import { writeFile } from 'node:fs/promises';
import { test as setup } from '@playwright/test';
import { E2E } from '../env.ts';
import { apiTokens } from '../support/fixtures.ts';

// Runs before the specs (playwright.config.ts): the demo administrator signs in once, through the API,
// and every spec's signIn() reuses the session. The sign-in spec still signs in through the form, and
// tests that end their session take one of their own (signInNewSession).
setup('sign the demo administrator in once for the run', async ({ request }) => {
  const tokens = await apiTokens(request, E2E.admin.email, E2E.admin.password);
  await writeFile(E2E.adminSessionFile, JSON.stringify(tokens));
});
