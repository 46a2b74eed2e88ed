import { describe, expect, it } from 'vitest';
import { PUBLIC_MESSAGES as M } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import { participationCounts, post, publicSimulation, validSubmission } from './fixtures.ts';

const LIMIT = 3;
const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: `${LIMIT}/1m` } });

describe('public write rate limit', () => {
  it('limits every public write together per client IP, before reading the body', async () => {
    const f = await publicSimulation(t);
    const from = (remoteAddress: string) => ({ remoteAddress });
    for (let i = 0; i < LIMIT; i += 1)
      expect((await post(t, `${f.path}/visits`, {}, from('198.51.100.1'))).statusCode).toBe(201);
    for (const [route, body] of [
      ['visits', {}],
      ['clicks', { visit_id: 1, clicks: [] }],
      ['submissions', validSubmission(f)],
      ['submissions', 'not even json'],
    ] as const) {
      const limited = await post(t, `${f.path}/${route}`, body, from('198.51.100.1'));
      expect(limited.statusCode, route).toBe(429);
      expect(limited.json()).toEqual({ message: M.tooManyRequests });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await participationCounts(t.db, f.budget.id)).submissions).toBe(0);
    // Another address has its own count; reading the page is never limited.
    expect(
      (await post(t, `${f.path}/submissions`, validSubmission(f), from('198.51.100.2'))).statusCode,
    ).toBe(201);
    for (let i = 0; i < LIMIT + 2; i += 1)
      expect(
        (await t.app.inject({ method: 'GET', url: f.pagePath, remoteAddress: '198.51.100.1' })).statusCode,
      ).toBe(200);
  });
});
