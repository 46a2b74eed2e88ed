import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';

const t = useTestApp({ env: { TRUST_PROXY: 'true' } });

describe('HSTS behind a trusted proxy', () => {
  it('is sent when the proxy says the request came over https', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('is not sent over plain http', async () => {
    for (const headers of [{ 'x-forwarded-proto': 'http' }, {}]) {
      const response = await t.app.inject({ url: '/healthz', headers });
      expect(response.headers).not.toHaveProperty('strict-transport-security');
    }
  });
});
