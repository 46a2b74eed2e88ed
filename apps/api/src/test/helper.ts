import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { clients, hashPassword, memberships, users, type Database, type Db } from '@commonpurse/db';
import { seedDemoData } from '@commonpurse/db/seed';
import { createTestDatabase } from '@commonpurse/db/testing';
import { CONSOLE_OAUTH_CLIENT_ID, CONSOLE_OAUTH_SCOPE } from '@commonpurse/domain';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { TTokenResponse } from '../modules/auth/schemas.ts';
import type { StaticSites } from '../plugins/static-sites.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

export type SeededRole = 'demoAdmin' | 'countyAdmin' | 'trialAdmin' | 'superadmin';

const ROLE_NAMES: Record<string, SeededRole> = {
  'Demo administrator': 'demoAdmin',
  'County administrator': 'countyAdmin',
  'Trial administrator': 'trialAdmin',
  Superadmin: 'superadmin',
};

/** Limits high enough that ordinary tests never meet them; the rate-limit tests set their own. */
const TEST_ENV = {
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  APP_BASE_URL: 'http://console.test',
  PUBLIC_BASE_HOST: 'commonpurse.test',
  LOGIN_RATE_LIMIT_PER_EMAIL: '1000/1m',
  LOGIN_RATE_LIMIT_PER_IP: '1000/1m',
  FORGOT_RATE_LIMIT_PER_IP: '1000/1m',
};

export interface TestAppOptions {
  env?: Record<string, string>;
  staticSites?: StaticSites;
  /** Receives the server's log lines (set LOG_LEVEL in `env` to have any). */
  logStream?: { write(line: string): void };
}

/** One app per test file on its own database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL). */
export class TestApp {
  #app: App | undefined;
  #database: Database | undefined;
  #config: AppConfig | undefined;
  #users: Record<SeededRole, TestUser> | undefined;
  readonly #tokens = new Map<string, string>();
  #createdUsers = 0;

  get app(): App {
    return ready(this.#app);
  }
  get db(): Db {
    return ready(this.#database).db;
  }
  get config(): AppConfig {
    return ready(this.#config);
  }
  get users(): Record<SeededRole, TestUser> {
    return ready(this.#users);
  }

  async start(options: TestAppOptions = {}): Promise<void> {
    const dataDir = await mkdtemp(join(tmpdir(), 'cp-api-test-'));
    this.#config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...options.env });
    this.#database = await createTestDatabase();
    const logins = await seedDemoData(this.#database.db);
    const seeded: Partial<Record<SeededRole, TestUser>> = {};
    for (const login of logins) {
      const role = ROLE_NAMES[login.role];
      if (!role) throw new Error(`Unexpected seeded role ${login.role}`);
      const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, login.email));
      if (!row) throw new Error(`Seeded user ${login.email} not found`);
      seeded[role] = { id: row.id, email: login.email, password: login.password };
    }
    this.#users = seeded as Record<SeededRole, TestUser>;
    this.#app = await buildApp({
      config: this.#config,
      database: this.#database,
      staticSites: options.staticSites ?? { adminDist: null, publicDist: null },
      logStream: options.logStream,
    });
    await this.#app.ready();
  }

  async stop(): Promise<void> {
    await this.#app?.close();
    await this.#database?.close();
    if (this.#config) await rm(this.#config.dataDir, { recursive: true, force: true });
  }

  async clientId(subdomain: string): Promise<number> {
    const [row] = await this.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.subdomain, subdomain));
    if (!row) throw new Error(`No client ${subdomain}`);
    return row.id;
  }

  /** The token grant's raw answer. */
  requestToken(body: Record<string, string>, options: Partial<InjectOptions> = {}) {
    return this.app.inject({ method: 'POST', url: '/oauth/token', payload: body, ...options });
  }

  /** A fresh session; fails the test when the credentials are refused. */
  async login(email: string, password: string): Promise<TTokenResponse> {
    const response = await this.requestToken({
      grant_type: 'password',
      username: email,
      password,
      client_id: CONSOLE_OAUTH_CLIENT_ID,
      scope: CONSOLE_OAUTH_SCOPE,
    });
    if (response.statusCode !== 200) throw new Error(`Login of ${email} failed: ${response.body}`);
    return response.json<TTokenResponse>();
  }

  injectWithToken(accessToken: string, options: InjectOptions): Promise<LightMyRequestResponse> {
    return this.app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${accessToken}` },
    });
  }

  /** A request as the user, through one cached session per user. */
  async injectAs(user: TestUser, options: InjectOptions): Promise<LightMyRequestResponse> {
    let token = this.#tokens.get(user.email);
    if (!token) {
      token = (await this.login(user.email, user.password)).access_token;
      this.#tokens.set(user.email, token);
    }
    return this.injectWithToken(token, options);
  }

  /** An extra user for tests that change passwords or sessions, so the seeded ones stay intact. */
  async createUser(options: { clientIds: number[]; isSuperadmin?: boolean }): Promise<TestUser> {
    this.#createdUsers += 1;
    const email = `user${this.#createdUsers}-${Date.now()}@example.test`;
    const password = `secret-${this.#createdUsers}-pass`;
    const [row] = await this.db
      .insert(users)
      .values({
        first_name: 'Test',
        last_name: `User ${this.#createdUsers}`,
        email,
        password_hash: await hashPassword(password),
        is_superadmin: options.isSuperadmin ?? false,
        active_client_id: options.clientIds[0] ?? null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('Creating a test user failed');
    if (options.clientIds.length > 0) {
      await this.db
        .insert(memberships)
        .values(options.clientIds.map((clientId) => ({ user_id: row.id, client_id: clientId })));
    }
    return { id: row.id, email, password };
  }
}

function ready<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The test app is not started: call useTestApp() at file level');
  return value;
}

/** Starts one app before the file's tests and stops it after them. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const testApp = new TestApp();
  beforeAll(() => testApp.start(options));
  afterAll(() => testApp.stop());
  return testApp;
}
