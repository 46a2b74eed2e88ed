import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clicks, visitAmounts, visits } from '@commonpurse/db';
import { PUBLIC_MESSAGES as M } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import {
  NOTHING_STORED,
  participationCounts,
  post,
  publicSimulation,
  validSubmission,
  type PublicFixture,
} from './fixtures.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });

async function visitOf(f: PublicFixture): Promise<number> {
  return (await post(t, `${f.path}/visits`, {})).json().data.visit_id;
}

const clicksOf = (visitId: number) =>
  t.db
    .select({
      item: clicks.budget_subcategory_id,
      kind: clicks.kind,
      option: clicks.option_id,
      count: clicks.count,
    })
    .from(clicks)
    .where(eq(clicks.visit_id, visitId))
    .orderBy(asc(clicks.kind), asc(clicks.option_id));

describe('POST /v1/public/budgets/{id}/clicks', () => {
  it('adds each batch to the counts, keeps the latest amounts and moves the visit on', async () => {
    const f = await publicSimulation(t);
    const visitId = await visitOf(f);
    await t.db
      .update(visits)
      .set({ last_seen_at: new Date(Date.now() - 60_000) })
      .where(eq(visits.id, visitId));
    const { a, e } = f.items;
    const first = await post(t, `${f.path}/clicks`, {
      visit_id: visitId,
      clicks: [
        { subcategory_id: a.id, kind: 'increase', count: 2 },
        { subcategory_id: a.id, kind: 'increase', count: 1 },
        { subcategory_id: e.id, kind: 'option', option_id: 2, count: 1 },
        { subcategory_id: null, kind: 'reset', count: 1 },
      ],
      amounts: [{ subcategory_id: a.id, amount: 2060 }],
    });
    expect(first.statusCode, first.body).toBe(204);
    expect(first.body).toBe('');
    const second = await post(t, `${f.path}/clicks`, {
      visit_id: visitId,
      clicks: [
        { subcategory_id: a.id, kind: 'increase', count: 4 },
        { subcategory_id: a.id, kind: 'info', count: 1 },
        { subcategory_id: null, kind: 'reset', count: 1 },
      ],
      amounts: [{ subcategory_id: a.id, amount: 2000 }],
    });
    expect(second.statusCode).toBe(204);
    expect(await clicksOf(visitId)).toEqual([
      { item: a.id, kind: 'increase', option: '', count: 7 },
      { item: a.id, kind: 'info', option: '', count: 1 },
      { item: e.id, kind: 'option', option: '2', count: 1 },
      { item: null, kind: 'reset', option: '', count: 2 },
    ]);
    expect(
      await t.db
        .select({ item: visitAmounts.budget_subcategory_id, amount: visitAmounts.amount })
        .from(visitAmounts)
        .where(eq(visitAmounts.visit_id, visitId)),
    ).toEqual([{ item: a.id, amount: 2000 }]);
    const [visit] = await t.db.select().from(visits).where(eq(visits.id, visitId));
    expect(visit!.last_seen_at.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('takes a sendBeacon body: JSON sent as text/plain', async () => {
    const f = await publicSimulation(t);
    const visitId = await visitOf(f);
    const response = await post(
      t,
      `${f.path}/clicks`,
      JSON.stringify({
        visit_id: visitId,
        clicks: [{ subcategory_id: f.items.c.id, kind: 'open', count: 1 }],
      }),
      { headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(await clicksOf(visitId)).toEqual([{ item: f.items.c.id, kind: 'open', option: '', count: 1 }]);

    for (const [body, status] of [
      ['not json', 400],
      ['{"__proto__": {"polluted": true}, "visit_id": 1, "clicks": []}', 400],
      [JSON.stringify({ visit_id: visitId, clicks: [], padding: 'x'.repeat(200 * 1024) }), 413],
    ] as const) {
      const refused = await post(t, `${f.path}/clicks`, body, { headers: { 'content-type': 'text/plain' } });
      expect(refused.statusCode, body.slice(0, 40)).toBe(status);
    }
    // Other writes read no JSON from text: the body stays a string, refused by their schema.
    const submission = await post(t, `${f.path}/submissions`, JSON.stringify(validSubmission(f)), {
      headers: { 'content-type': 'text/plain' },
    });
    expect(submission.statusCode).toBe(422);
    expect((await participationCounts(t.db, f.budget.id)).submissions).toBe(0);
  });

  it('refuses items of another simulation, a visit of another simulation, and unknown options, storing nothing', async () => {
    const f = await publicSimulation(t);
    const other = await publicSimulation(t);
    const visitId = await visitOf(f);
    const foreignVisit = await visitOf(other);
    const cases = [
      [
        { visit_id: visitId, clicks: [{ subcategory_id: other.items.a.id, kind: 'increase', count: 1 }] },
        { 'clicks.0.subcategory_id': [M.unknownItem] },
      ],
      [
        { visit_id: visitId, clicks: [], amounts: [{ subcategory_id: other.items.a.id, amount: 1 }] },
        { 'amounts.0.subcategory_id': [M.unknownItem] },
      ],
      [
        {
          visit_id: visitId,
          clicks: [],
          amounts: [
            { subcategory_id: f.items.a.id, amount: 2061 },
            { subcategory_id: f.items.d.id, amount: 1500 },
          ],
        },
        { 'amounts.0.amount': [M.unreachableAmount], 'amounts.1.amount': [M.aboveCeiling] },
      ],
      [
        { visit_id: visitId, clicks: [{ subcategory_id: null, kind: 'increase', count: 1 }] },
        { 'clicks.0.subcategory_id': [M.unknownItem] },
      ],
      [
        {
          visit_id: visitId,
          clicks: [{ subcategory_id: f.items.e.id, kind: 'option', option_id: 7, count: 1 }],
        },
        { 'clicks.0.option_id': [M.unknownOption] },
      ],
      [
        {
          visit_id: visitId,
          clicks: [{ subcategory_id: f.items.a.id, kind: 'option', option_id: 1, count: 1 }],
        },
        { 'clicks.0.option_id': [M.unknownOption] },
      ],
      [{ visit_id: foreignVisit, clicks: [] }, { visit_id: [M.unknownVisit] }],
      [{ visit_id: 0, clicks: [] }, { visit_id: [M.unknownVisit] }],
    ] as const;
    for (const [body, errors] of cases) {
      const response = await post(t, `${f.path}/clicks`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await participationCounts(t.db, f.budget.id)).toMatchObject({ clicks: 0, visit_amounts: 0 });
  });

  it('checks a preview batch the same way and stores nothing', async () => {
    const f = await publicSimulation(t, { budget: { status: 'new' } });
    const token = await t.app.previewTokens.tokenFor(f.budget.id);
    const url = `${f.path}/clicks?preview=${token}`;
    const ok = await post(t, url, {
      visit_id: 0,
      clicks: [{ subcategory_id: f.items.a.id, kind: 'increase', count: 3 }],
      amounts: [{ subcategory_id: f.items.a.id, amount: 2060 }],
    });
    expect(ok.statusCode, ok.body).toBe(204);
    const refused = await post(t, url, {
      visit_id: 0,
      clicks: [{ subcategory_id: 999_999, kind: 'open', count: 1 }],
    });
    expect(refused.statusCode).toBe(422);
    expect((await post(t, `${f.path}/clicks`, { visit_id: 0, clicks: [] })).statusCode).toBe(404);
    expect(await participationCounts(t.db, f.budget.id)).toEqual(NOTHING_STORED);
  });
});
