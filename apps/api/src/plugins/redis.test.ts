import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_OAUTH_CLIENT_ID } from '@commonpurse/domain';
import { TestApp } from '../test/helper.ts';

// The machine's Redis (CI and development alike run one on 127.0.0.1:6379).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_IP = 4;

describe('rate limits shared through Redis', () => {
  // Two server processes' worth of apps on one Redis; a fresh prefix keeps runs apart.
  const env = {
    REDIS_URL,
    REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
    LOGIN_RATE_LIMIT_PER_IP: `${PER_IP}/1m`,
  };
  const first = new TestApp();
  const second = new TestApp();
  beforeAll(async () => {
    await first.start({ env });
    await second.start({ env });
  });
  afterAll(async () => {
    await first.stop();
    await second.stop();
  });

  const attempt = (app: TestApp, ip: string) =>
    app.requestToken(
      {
        grant_type: 'password',
        username: `nobody-${randomUUID()}@example.test`,
        password: 'wrong-password',
        client_id: CONSOLE_OAUTH_CLIENT_ID,
      },
      { remoteAddress: ip },
    );

  it('refuses the attempt past the limit whichever process answers', async () => {
    for (let i = 0; i < PER_IP; i += 1) {
      const app = i % 2 === 0 ? first : second;
      expect((await attempt(app, '10.9.0.1')).statusCode).toBe(401);
    }
    expect((await attempt(first, '10.9.0.1')).statusCode).toBe(429);
    expect((await attempt(second, '10.9.0.1')).statusCode).toBe(429);
    expect((await attempt(second, '10.9.0.2')).statusCode).toBe(401);
  });

  it('lists Redis among the readiness checks', async () => {
    const ready = await first.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });
});

describe('a configured Redis that does not answer', () => {
  const app = new TestApp();
  beforeAll(() => app.start({ env: { REDIS_URL: 'redis://127.0.0.1:1', LOGIN_RATE_LIMIT_PER_IP: '2/1m' } }));
  afterAll(() => app.stop());

  it('makes the process unready, while requests are still answered without the limit', async () => {
    const ready = await app.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'unavailable' } });
    const token = await app.requestToken(
      {
        grant_type: 'password',
        username: 'nobody@example.test',
        password: 'x',
        client_id: CONSOLE_OAUTH_CLIENT_ID,
      },
      { remoteAddress: '10.9.1.1' },
    );
    expect(token.statusCode).toBe(401);
  });
});
