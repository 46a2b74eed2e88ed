import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visits } from '@commonpurse/db';
import { PUBLIC_MESSAGES as M } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import { NOTHING_STORED, participationCounts, post, publicSimulation } from './fixtures.ts';

// TRUST_PROXY: the tests name the client's address in X-Forwarded-For, as a load balancer would.
const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m', TRUST_PROXY: 'true' } });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

async function visit(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await post(t, `${path}/visits`, body, { headers });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.visit_id;
  const [row] = await t.db.select().from(visits).where(eq(visits.id, id));
  return row!;
}

describe('POST /v1/public/budgets/{id}/visits', () => {
  it('derives the device, the referrer source and social network, new or returning, and the country', async () => {
    const f = await publicSimulation(t);
    expect(
      await visit(
        f.path,
        { referrer: 'https://l.facebook.com/l.php?u=x', returning: true },
        {
          'user-agent': IPHONE,
          'x-forwarded-for': '8.8.8.8',
        },
      ),
    ).toMatchObject({
      budget_id: f.budget.id,
      device_type: 'mobile',
      referrer: 'l.facebook.com',
      referrer_source: 'social',
      social_network: 'facebook',
      is_returning: true,
      country: 'US',
      city: null,
      ip: '8.8.8.8',
    });
    expect(
      await visit(
        f.path,
        { referrer: 'https://www.google.co.uk/' },
        { 'user-agent': IPAD, 'x-forwarded-for': '81.2.69.142' },
      ),
    ).toMatchObject({
      device_type: 'tablet',
      referrer: 'google.co.uk',
      referrer_source: 'search',
      country: 'GB',
      is_returning: false,
    });
    expect(
      await visit(f.path, { referrer: 'https://mail.google.com/' }, { 'user-agent': DESKTOP }),
    ).toMatchObject({
      device_type: 'desktop',
      referrer_source: 'email',
      social_network: null,
    });
    expect(await visit(f.path, { referrer: 'https://news.example/story' })).toMatchObject({
      referrer: 'news.example',
      referrer_source: 'website',
    });
    // No body, no referrer, or the site's own pages: direct.
    expect(await visit(f.path, undefined)).toMatchObject({
      referrer: null,
      referrer_source: 'direct',
      country: null,
    });
    expect(
      await visit(f.path, {
        referrer: `https://${f.client.subdomain}.commonpurse.test/other-page`,
        returning: false,
      }),
    ).toMatchObject({ referrer: null, referrer_source: 'direct' });
  });

  it('stores no IP address when the client suppresses them', async () => {
    const f = await publicSimulation(t, { client: { suppress_ips: true } });
    expect(await visit(f.path, {}, { 'x-forwarded-for': '8.8.8.8' })).toMatchObject({
      ip: null,
      country: 'US',
    });
  });

  it('answers visit 0 to a preview and stores nothing; 404 for simulations residents cannot open', async () => {
    const f = await publicSimulation(t, { budget: { status: 'new' } });
    const token = await t.app.previewTokens.tokenFor(f.budget.id);
    const preview = await post(t, `${f.path}/visits?preview=${token}`, { referrer: 'https://t.co/x' });
    expect(preview.statusCode).toBe(201);
    expect(preview.json()).toEqual({ data: { visit_id: 0 } });
    expect(await participationCounts(t.db, f.budget.id)).toEqual(NOTHING_STORED);
    for (const path of [`${f.path}/visits`, `${f.path}/visits?preview=wrong`]) {
      const refused = await post(t, path, {});
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: M.notAvailable });
    }
    for (const status of ['inactive', 'archived']) {
      const closed = await publicSimulation(t, { budget: { status } });
      const closedToken = await t.app.previewTokens.tokenFor(closed.budget.id);
      expect((await post(t, `${closed.path}/visits?preview=${closedToken}`, {})).statusCode).toBe(404);
    }
    expect((await participationCounts(t.db, f.budget.id)).visits).toBe(0);
  });

  it('refuses a referrer longer than the page can send', async () => {
    const f = await publicSimulation(t);
    const response = await post(t, `${f.path}/visits`, { referrer: `https://a.example/${'x'.repeat(2000)}` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['referrer']);
  });
});
