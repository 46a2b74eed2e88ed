import { defineConfig } from '@playwright/test';
import { E2E, E2E_MAP_ENV } from './env.ts';

/** Runs against the real built server (npm run build:e2e first) on a fresh PGlite data directory. */
export default defineConfig({
  testDir: './tests',
  projects: [
    // Signs the demo administrator in once; the specs' signIn() reuses that session.
    { name: 'setup', testDir: './setup', testMatch: /\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'] },
  ],
  // One worker: the specs share one server and one database, and state in it (the demo administrator's
  // active client, which the publisher spec switches; the licences the simulations spec fills), so
  // parallel specs would race. On two cores the server and Chromium already use both. The web server
  // below is started once per run and shared, not one per worker.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: E2E.baseUrl,
    // A trace is recorded only when a failed test runs again (CI retries once; locally pass --trace on):
    // recording one for every test, to keep the failures', doubled the suite's CPU time (decision 0613).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The system setting of a user who asks for less motion: the console's dialogs, menus and snackbars
    // open and close at once, and the public site skips its animations (both honour it, decision 0619).
    // No spec checks an animation; the XSS spec runs with motion (a payload may wait for one).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E.dataDir} && node apps/api/dist/main.js`,
    cwd: '..',
    url: `${E2E.baseUrl}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E.port),
      DATA_DIR: E2E.dataDir,
      APP_BASE_URL: E2E.baseUrl,
      PUBLIC_BASE_HOST: `localhost:${E2E.port}`,
      DEMO_ADMIN_EMAIL: E2E.admin.email,
      DEMO_ADMIN_PASSWORD: E2E.admin.password,
      LOG_LEVEL: 'warn',
      // The specs check exact figures (submission counts, ballots counted) of what they did themselves
      // (decision 0361): no made-up resident activity in the demo city.
      DEMO_ACTIVITY: '0',
      // The suite signs the demo administrator in many times; the limits themselves are integration-tested.
      LOGIN_RATE_LIMIT_PER_EMAIL: '1000/1m',
      LOGIN_RATE_LIMIT_PER_IP: '1000/1m',
      // The map services the build baked in (npm run build:e2e): the server allows their origin in its
      // Content-Security-Policy, as in production (decision 0573).
      ...E2E_MAP_ENV,
    },
  },
});
