import type { TQuestionHighlight } from '@commonpurse/domain/analytics';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { formatPercent } from '@commonpurse/domain';
import { expect, test } from '../support/fixtures.ts';
import { adminApi } from '../support/api.ts';
import { wcagViolations } from '../support/axe.ts';

// A resident's submission through the public API (a comment on an item, a pin, an exit answer), then
// staff read it on the simulation's analytics page: the comments table, the location map and the
// question highlights. Other specs submit to the same demo budget, so the counts expected are read from
// the API before and after (the suite runs without demo activity, decision 0361).

const SLUG = 'budget-challenge';
const COMMENT = 'Keep the pool open in August';
/** Riverside Park, Riverton's stand-in: any point works, the map centres on the pins. */
const PIN = { lat: 44.0521, lng: -123.0868 };

test('staff see a resident’s comment, pin and exit answer on the analytics page; axe clean', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(60_000);
  const { access_token } = await signIn();
  const sim = (
    (await (await request.get(`/v1/public/sites/demo/budgets/${SLUG}`)).json()) as {
      data: TPublicSimulation;
    }
  ).data;
  const items = [...sim.revenue, ...sim.expenses].flatMap((c) => c.subcategories);
  const tax = items.find((i) => i.name === 'Property Tax')!;
  const question = (name: string) => sim.questions.find((q) => q.name === name)!;
  const years = question('How long have you lived in Riverton?');
  const age = question('What is your age range?');
  const ageChoice = age.options![1]!;

  // The location map needs Drop-a-Pin on the simulation (the demo client has custom location maps).
  const api = adminApi(request, access_token);
  const highlights = async () => {
    const response = await request.get(`/v1/admin/budgets/${sim.id}/questions/analytics`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: TQuestionHighlight[] }).data;
  };
  /** The count of an option of a question, and the highlight's text of it ('2 (66.7%)'). */
  const optionOf = (list: TQuestionHighlight[], questionId: number, value: string) => {
    const option = list.find((q) => q.id === questionId)!.options.find((o) => o.value === value)!;
    return { count: option.count, text: `${option.count} (${formatPercent(option.percentage ?? 0)})` };
  };
  const before = await highlights();
  const pinsBefore = (
    (await (
      await request.get(`/v1/admin/budgets/${sim.id}/submissions/locations`, {
        headers: { authorization: `Bearer ${access_token}` },
      })
    ).json()) as { data: unknown[] }
  ).data.length;
  await api.patchSimulation(sim.id, { is_location_enabled: true });
  try {
    // One property-tax step (+$2,000,000) turns the $800,000 deficit into a surplus: submittable.
    const response = await request.post(`/v1/public/budgets/${sim.id}/submissions`, {
      data: {
        items: [{ subcategory_id: tax.id, amount: tax.amount + 2_000_000 }],
        answers: [
          { question_id: years.id, value: years.options![0]!.value },
          { question_id: age.id, value: ageChoice.value },
        ],
        comments: [{ subcategory_id: tax.id, text: COMMENT }],
        location: PIN,
      },
    });
    expect(response.status(), await response.text()).toBe(201);

    await page.goto(`/analytics/${sim.id}`);

    // The comments table: the comment on its item with the change, and the IP column (IPs are kept).
    const comments = page.getByRole('table', { name: "Residents' comments, newest first" });
    const row = comments.getByRole('row').filter({ hasText: COMMENT });
    // The first section to load on a busy machine: a longer wait than the default.
    await expect(row.getByRole('cell')).toHaveText(
      [COMMENT, 'Property Tax', '$2,000,000', '—', /\d{4}$/, /./],
      { timeout: 20_000 },
    );
    await expect(comments.getByRole('columnheader', { name: 'IP Address' })).toBeVisible();

    // The location map: one pin, drawn on the map's canvas.
    const map = page.getByRole('region', { name: 'Map of submission locations' });
    await expect(map).toBeVisible();
    const pins = pinsBefore + 1;
    await expect(
      page.getByText(`${pins} submission location${pins === 1 ? '' : 's'}`, { exact: true }),
    ).toBeVisible();
    await expect
      .poll(() =>
        map.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
          const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
          let painted = 0;
          for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted += 1;
          return painted;
        }),
      )
      .toBeGreaterThan(20);

    // The highlights: the resident's answers counted once more, as the page shows them.
    const after = await highlights();
    const ageAfter = optionOf(after, age.id, ageChoice.value);
    expect(ageAfter.count).toBe(optionOf(before, age.id, ageChoice.value).count + 1);
    const yearsValue = years.options![0]!.value;
    const yearsAfter = optionOf(after, years.id, yearsValue);
    expect(yearsAfter.count).toBe(optionOf(before, years.id, yearsValue).count + 1);
    const ages = page.getByRole('region', { name: age.name });
    await expect(ages.getByRole('listitem').filter({ hasText: ageChoice.label })).toContainText(
      ageAfter.text,
    );
    const entry = page.getByRole('region', { name: years.name });
    await expect(entry.getByRole('listitem').first()).toContainText(yearsAfter.text);

    // Every impact, not only serious ones: the page has no WCAG 2.1 AA violation at all.
    expect(await wcagViolations(page)).toEqual([]);
  } finally {
    await api.patchSimulation(sim.id, { is_location_enabled: false });
  }
});
