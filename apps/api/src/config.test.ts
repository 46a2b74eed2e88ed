import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: resolve(process.cwd(), 'data'),
      appBaseUrl: 'http://localhost:3000',
      publicBaseHost: 'localhost:3000',
      mailFrom: 'Commonpurse <no-reply@commonpurse.local>',
      accessTokenTtlSeconds: 28_800,
      refreshTokenTtlSeconds: 2_592_000,
      resetTokenTtlMinutes: 60,
      impersonationTokenTtlSeconds: 300,
      loginRateLimitPerEmail: { max: 10, timeWindowMs: 15 * 60_000 },
      loginRateLimitPerIp: { max: 30, timeWindowMs: 60_000 },
      publicWriteRateLimitPerIp: { max: 120, timeWindowMs: 60_000 },
      trustProxy: false,
      logLevel: 'info',
      seedDemoData: true,
      demoActivity: 2_000,
      billingUrl: null,
      helpVideoUrls: {},
    });
  });

  it('derives the base URL and the public host from PORT, and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '3199', SMTP_URL: '', APP_BASE_URL: '' });
    expect(config.appBaseUrl).toBe('http://localhost:3199');
    expect(config.publicBaseHost).toBe('localhost:3199');
    expect(config.smtpUrl).toBeUndefined();
  });

  it('reads explicit values', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/commonpurse',
      APP_BASE_URL: 'https://budget.example.org/',
      LOGIN_RATE_LIMIT_PER_IP: '100/2h',
      PUBLIC_WRITE_RATE_LIMIT_PER_IP: '100000/1m',
      SEED_DEMO_DATA: 'no',
      DEMO_ACTIVITY: '0',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://app@db:5432/commonpurse',
      appBaseUrl: 'https://budget.example.org',
      loginRateLimitPerIp: { max: 100, timeWindowMs: 7_200_000 },
      publicWriteRateLimitPerIp: { max: 100_000, timeWindowMs: 60_000 },
      seedDemoData: false,
      demoActivity: 0,
      trustProxy: 1,
    });
  });

  it('reads the billing endpoint and the help videos per topic', () => {
    const config = loadConfig({
      BILLING_URL: 'https://accounts.commonpurse.example/billing',
      HELP_VIDEO_URLS:
        ' analytics=https://www.youtube-nocookie.com/embed/a1?rel=0 , meeting=https://player.vimeo.com/video/42,',
    });
    expect(config.billingUrl).toBe('https://accounts.commonpurse.example/billing');
    expect(config.helpVideoUrls).toEqual({
      analytics: 'https://www.youtube-nocookie.com/embed/a1?rel=0',
      meeting: 'https://player.vimeo.com/video/42',
    });
  });

  it.each([
    ['an unknown topic', 'dashboard=https://v.example/1'],
    ['a URL that is not http(s)', 'analytics=javascript:alert(1)'],
    ['a pair without =', 'https://v.example/1'],
    ['a topic twice', 'analytics=https://v.example/1,analytics=https://v.example/2'],
  ])('refuses HELP_VIDEO_URLS with %s', (_case, value) => {
    expect(() => loadConfig({ HELP_VIDEO_URLS: value })).toThrow(/HELP_VIDEO_URLS: expected <topic>=/);
  });

  it('reads DATABASE_READ_URL and SHUTDOWN_DRAIN_SECONDS; a replica needs its primary', () => {
    const primary = 'postgres://app@db-primary:5432/cp';
    const replica = 'postgres://app@db-replica:5432/cp';
    expect(loadConfig({})).toMatchObject({ databaseReadUrl: undefined, shutdownDrainMs: 0 });
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica, SHUTDOWN_DRAIN_SECONDS: '2.5' }),
    ).toMatchObject({ databaseUrl: primary, databaseReadUrl: replica, shutdownDrainMs: 2_500 });
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(/DATABASE_READ_URL: a read replica/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });

  it('fails naming every bad variable', () => {
    const read = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x/y',
        LOGIN_RATE_LIMIT_PER_EMAIL: '10',
        SEED_DEMO_DATA: 'maybe',
        BILLING_URL: 'ftp://billing.example',
      });
    expect(read).toThrow(ConfigError);
    try {
      read();
    } catch (error) {
      const names = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      expect(names).toEqual([
        'PORT',
        'DATABASE_URL',
        'LOGIN_RATE_LIMIT_PER_EMAIL',
        'SEED_DEMO_DATA',
        'BILLING_URL',
      ]);
    }
  });
});
