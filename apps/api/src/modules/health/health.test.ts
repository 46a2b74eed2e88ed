import { describe, expect, it } from 'vitest';
import { buildOfflineApp } from '../../test/offline-app.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();

describe('GET /healthz and /readyz', () => {
  it('answer 200 once the database answers', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('keep /healthz alive but answer /readyz 503 when the database does not answer', async () => {
    const app = await buildOfflineApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } });
    } finally {
      await app.close();
    }
  });

  it('answer /readyz 503 while the process drains, and still serve every other request', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok' } });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('carry the load balancer request id back, or a new one', async () => {
    const sent = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-42.a:b' },
    });
    expect(sent.headers['x-request-id']).toBe('lb-42.a:b');
    const made = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('serves Prometheus figures to loopback callers: durations by route and acknowledged submissions', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} \d+/,
    );
    expect(response.body).toContain('commonpurse_submissions_acknowledged_total 0');
    expect(response.body).toContain('commonpurse_analytics_job_lag_seconds');
    expect(response.body).toContain('process_cpu_seconds_total');
  });

  it('is a 404 to anyone else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /docs', () => {
  it('serves the OpenAPI document of every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/readyz',
        '/oauth/token',
        '/v1/users/me',
        '/v1/users/me/meta/{key}',
        '/v1/reset',
      ]),
    );
    expect(paths).not.toContain('/metrics');
  });
});
