import { describe, expect, it } from 'vitest';
import { buildOfflineApp } from '../../test/offline-app.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();

describe('GET /healthz', () => {
  it('answers 200 once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const app = await buildOfflineApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
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
        '/oauth/token',
        '/v1/users/me',
        '/v1/users/me/meta/{key}',
        '/v1/reset',
      ]),
    );
  });
});
