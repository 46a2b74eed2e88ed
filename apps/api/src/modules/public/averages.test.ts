import { describe, expect, it } from 'vitest';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import { post, publicSimulation, validSubmission, type PublicFixture } from './fixtures.ts';

const t = useTestApp();

const page = async (f: PublicFixture) => {
  const response = await t.app.inject({ method: 'GET', url: f.pagePath });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TPublicSimulation }>().data;
};

async function submit(f: PublicFixture, a: number, d: number) {
  const valid = validSubmission(f);
  const others = valid.items.filter((line) => ![f.items.a.id, f.items.d.id].includes(line.subcategory_id));
  const response = await post(t, `${f.path}/submissions`, {
    ...valid,
    items: [
      ...others,
      { subcategory_id: f.items.a.id, amount: a },
      { subcategory_id: f.items.d.id, amount: d },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
}

// show_submission_averages (spec 1 "General tab"): the page's data carries residents' average per item,
// read from the analytics rollup the job keeps (decision 0391), never aggregated on a page view.
describe("residents' averages on the public page", () => {
  it('answers each item’s average once the rollup job has passed, when the simulation shows them', async () => {
    const f = await publicSimulation(t, { budget: { show_submission_averages: true } });
    expect((await page(f)).submission_averages).toEqual([]);
    await submit(f, 2020, 1100);
    await submit(f, 2040, 1200);
    await submit(f, 2100, 1000);
    // Not before the job's pass: a page view reads the rollup only.
    expect((await page(f)).submission_averages).toEqual([]);
    await t.app.rollups.sweep();
    const averages = new Map(
      (await page(f)).submission_averages!.map((row) => [row.subcategory_id, row.average]),
    );
    expect(averages.get(f.items.a.id)).toBeCloseTo(2053.33, 2);
    expect(averages.get(f.items.d.id)).toBe(1100);
    // Items left where they started count at their starting amount, as in analytics.
    expect(averages.get(f.items.c.id)).toBe(1200);
    await submit(f, 2040, 1100);
    await t.app.rollups.sweep();
    const later = (await page(f)).submission_averages!.find((row) => row.subcategory_id === f.items.a.id);
    expect(later?.average).toBe(2050);
  });

  it('leaves them out when the option is off', async () => {
    const f = await publicSimulation(t);
    await submit(f, 2020, 1100);
    await t.app.rollups.sweep();
    expect((await page(f)).submission_averages).toBeUndefined();
  });
});
