import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visits } from '@commonpurse/db';
import { PUBLIC_MESSAGES as M } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import { NOTHING_STORED, participationCounts, post } from './fixtures.ts';
import { publicReceipt } from './receipt-fixtures.ts';

// A receipt's visits are visits of its budgets row, through the simulations' route (decision 0422).
// A low limit shows that they share the public writes' limit; each test uses its own address.
const LIMIT = 4;
const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: `${LIMIT}/1m` } });

const from = (remoteAddress: string) => ({ remoteAddress });
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('POST /v1/public/budgets/{id}/visits for a taxpayer receipt', () => {
  it('records each visit of an Active receipt with its device, source and returning flag', async () => {
    const f = await publicReceipt(t);
    const response = await post(
      t,
      `${f.path}/visits`,
      { referrer: 'https://www.google.com/', returning: true },
      { remoteAddress: '198.51.100.10', headers: { 'user-agent': DESKTOP } },
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(visits).where(eq(visits.id, response.json().data.visit_id));
    expect(row).toMatchObject({
      budget_id: f.budget.id,
      device_type: 'desktop',
      referrer: 'google.com',
      referrer_source: 'search',
      is_returning: true,
    });
    expect((await post(t, `${f.path}/visits`, undefined, from('198.51.100.10'))).statusCode).toBe(201);
    expect((await participationCounts(t.db, f.budget.id)).visits).toBe(2);
  });

  it('answers visit 0 to a preview and stores nothing; 404 for receipts residents cannot open', async () => {
    const f = await publicReceipt(t, { budget: { status: 'new', activated_at: null } });
    const token = await t.app.previewTokens.tokenFor(f.budget.id);
    const preview = await post(t, `${f.path}/visits?preview=${token}`, {}, from('198.51.100.11'));
    expect(preview.statusCode).toBe(201);
    expect(preview.json()).toEqual({ data: { visit_id: 0 } });
    expect(await participationCounts(t.db, f.budget.id)).toEqual(NOTHING_STORED);
    const refused = await post(t, `${f.path}/visits?preview=wrong`, {}, from('198.51.100.11'));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: M.notAvailable });
    for (const status of ['inactive', 'archived']) {
      const closed = await publicReceipt(t, { budget: { status } });
      const closedToken = await t.app.previewTokens.tokenFor(closed.budget.id);
      for (const query of ['', `?preview=${closedToken}`])
        expect((await post(t, `${closed.path}/visits${query}`, {}, from('198.51.100.12'))).statusCode).toBe(
          404,
        );
      expect((await participationCounts(t.db, closed.budget.id)).visits).toBe(0);
    }
  });

  it('counts against the public writes limit of the address', async () => {
    const f = await publicReceipt(t);
    for (let i = 0; i < LIMIT; i += 1)
      expect((await post(t, `${f.path}/visits`, {}, from('198.51.100.13'))).statusCode).toBe(201);
    const limited = await post(t, `${f.path}/visits`, {}, from('198.51.100.13'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: M.tooManyRequests });
    expect((await participationCounts(t.db, f.budget.id)).visits).toBe(LIMIT);
    // Reading the page is never limited.
    expect(
      (await t.app.inject({ method: 'GET', url: f.pagePath, ...from('198.51.100.13') })).statusCode,
    ).toBe(200);
  });
});
