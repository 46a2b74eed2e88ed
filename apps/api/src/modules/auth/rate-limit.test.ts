import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CONSOLE_OAUTH_CLIENT_ID } from '@commonpurse/domain';
import { REPORTING_MESSAGES } from '@commonpurse/domain/analytics';
import { useTestApp } from '../../test/helper.ts';

const PER_EMAIL = 3;
const PER_IP = 4;
const FORGOT_PER_IP = 2;
const REPORTING_PER_IP = 3;

const t = useTestApp({
  env: {
    LOGIN_RATE_LIMIT_PER_EMAIL: `${PER_EMAIL}/15m`,
    LOGIN_RATE_LIMIT_PER_IP: `${PER_IP}/1m`,
    FORGOT_RATE_LIMIT_PER_IP: `${FORGOT_PER_IP}/15m`,
    REPORTING_RATE_LIMIT_PER_IP: `${REPORTING_PER_IP}/1m`,
  },
});

const attempt = (username: string, password: string, ip: string) =>
  t.requestToken(
    { grant_type: 'password', username, password, client_id: CONSOLE_OAUTH_CLIENT_ID },
    { remoteAddress: ip },
  );

const tooMany = { message: AUTH_MESSAGES.tooManyAttempts };

describe('sign-in rate limits', () => {
  it('limits attempts per e-mail, whatever the address they come from', async () => {
    const { email, password } = t.users.countyAdmin;
    for (let i = 1; i <= PER_EMAIL; i += 1) {
      expect((await attempt(email, 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const limited = await attempt(email.toUpperCase(), password, '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await attempt(t.users.trialAdmin.email, t.users.trialAdmin.password, '10.1.0.99')).statusCode,
    ).toBe(200);
  });

  it('counts only failures: signing in often never locks anyone out', async () => {
    const { email, password } = t.users.demoAdmin;
    for (let i = 1; i <= PER_EMAIL + 2; i += 1) {
      expect((await attempt(email, password, `10.5.0.${i}`)).statusCode).toBe(200);
    }
    // A success forgets earlier failures too.
    for (let i = 1; i < PER_EMAIL; i += 1) {
      expect((await attempt(email, 'wrong-password', `10.5.1.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(email, password, '10.5.2.1')).statusCode).toBe(200);
    for (let i = 1; i < PER_EMAIL; i += 1) {
      expect((await attempt(email, 'wrong-password', `10.5.3.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(email, password, '10.5.4.1')).statusCode).toBe(200);
  });

  it('limits attempts per IP address, whatever the e-mail', async () => {
    for (let i = 1; i <= PER_IP; i += 1) {
      expect((await attempt(`someone${i}@example.test`, 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
    }
    const { email, password } = t.users.superadmin;
    const limited = await attempt(email, password, '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect((await attempt(email, password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('does not count refresh grants', async () => {
    const pair = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    let refreshToken = pair.refresh_token;
    for (let i = 0; i <= PER_IP; i += 1) {
      const response = await t.requestToken({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: CONSOLE_OAUTH_CLIENT_ID,
      });
      expect(response.statusCode).toBe(200);
      refreshToken = response.json().refresh_token;
    }
  });
});

describe('password reset rate limits', () => {
  it('limits forgot requests per IP address', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/forgot',
        payload: { email: 'nobody@example.test' },
        remoteAddress: '10.3.0.1',
      });
    for (let i = 1; i <= FORGOT_PER_IP; i += 1) expect((await forgot()).statusCode).toBe(200);
    const limited = await forgot();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
  });

  it('limits reset attempts per IP address', async () => {
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/reset',
        payload: {
          email: 'a@example.test',
          password: 'secret1',
          password_confirmation: 'secret1',
          token: 'x',
        },
        remoteAddress: '10.4.0.1',
      });
    for (let i = 1; i <= FORGOT_PER_IP; i += 1) expect((await reset()).statusCode).toBe(422);
    expect((await reset()).statusCode).toBe(429);
  });
});

describe('reporting API rate limit', () => {
  it('limits reporting calls per IP address with its own message, tokens or not', async () => {
    const call = (ip: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/client',
        remoteAddress: ip,
        headers: { authorization: 'Bearer x' },
      });
    for (let i = 0; i < REPORTING_PER_IP; i += 1) expect((await call('10.4.0.1')).statusCode).toBe(401);
    const limited = await call('10.4.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: REPORTING_MESSAGES.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('10.4.0.2')).statusCode).toBe(401);
  });
});
