import { describe, expect, it } from 'vitest';
import { STRUCTURE_MESSAGES as M } from './messages.ts';
import { normalizeSubcategory } from './normalize.ts';
import { storedIncrementRate } from './rates.ts';
import { GEOJSON_MESSAGES as G, geojsonProblem } from './geojson.ts';
import { dedicatedFundsLinkedIds, isPermutationOf } from './dedicated.ts';
import { ITEM_IMAGE_MESSAGES } from './images.ts';
import { alertTextProblem, ZCategorySave, ZSubcategoryPatch, ZSubcategorySave } from './schemas.ts';

const firstMessages = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('category name', () => {
  it.each([
    ['', M.nameRequired],
    ['   ', M.nameRequired],
    ['A', 'Must be at least 2 characters'],
    ['x'.repeat(256), 'Max 255 characters allowed'],
  ])('%j -> %s', (name, message) => {
    expect(firstMessages(ZCategorySave.safeParse({ name }))).toEqual({ name: message });
  });

  it.each(['Po', 'x'.repeat(255)])('accepts %j', (name) => {
    expect(ZCategorySave.safeParse({ name }).success).toBe(true);
  });
});

describe('subcategory fields', () => {
  it.each([
    [{ name: 'A' }, { name: 'Must be at least 2 characters' }],
    [{ name: 'x'.repeat(256) }, { name: 'Max 255 characters allowed' }],
    [{ amount: 10_000_000_000_000 }, { amount: M.amountTooLarge }],
    [{ amount: -10_000_000_000_000 }, { amount: M.amountTooLarge }],
    [{ details: 'x'.repeat(401) }, { details: M.moreInfoTooLong }],
    [{ rate: 100 }, { rate: M.rateTooHigh }],
    [{ custom_increment_rate: 100 }, { custom_increment_rate: M.customRateTooHigh }],
    [{ ceiling_amount: -0.01 }, { ceiling_amount: M.ceilingNegative }],
    [{ alert_type: 'sometimes' }, { alert_type: M.selectRequired }],
    [{ alert_type: 'increase' }, { alert_text: M.alertTextRequired }],
    [{ alert_type: 'threshold', alert_text: '  ' }, { alert_text: M.alertTextRequired }],
    [{ calculator: 'other' }, { calculator: M.selectRequired }],
    [{ suggestion_box_mode: 'other' }, { suggestion_box_mode: M.selectRequired }],
    // What a field's own arithmetic and column can hold (a rate of -1e304 once poisoned a simulation).
    [{ custom_increment_rate: -1e304 }, { custom_increment_rate: M.customRateNegative }],
    [
      { custom_increment_rate_for_tax_rate: -0.5 },
      { custom_increment_rate_for_tax_rate: M.customRateNegative },
    ],
    [{ rate: -1 }, { rate: M.rateNegative }],
    [{ standardized_subcategory_id: 2 ** 31 }, { standardized_subcategory_id: M.integerTooLarge }],
    // One rule per field, whatever route writes it.
    [{ image_url: 'javascript:alert(1)' }, { image_url: ITEM_IMAGE_MESSAGES.urlInvalid }],
    [{ image_url: 'data:image/svg+xml,<svg/>' }, { image_url: ITEM_IMAGE_MESSAGES.urlInvalid }],
    [{ image_url: `https://x.test/${'a'.repeat(2048)}` }, { image_url: ITEM_IMAGE_MESSAGES.urlInvalid }],
    [{ color: 'red;background:url(javascript:alert(1))' }, { color: M.colorInvalid }],
    [{ image_alt: 'x'.repeat(300) }, { image_alt: ITEM_IMAGE_MESSAGES.altTooLong }],
    [{ image_credit: 'x'.repeat(256) }, { image_credit: ITEM_IMAGE_MESSAGES.creditTooLong }],
    [{ alert_type: 'both', alert_text: 'x'.repeat(100_000) }, { alert_text: M.alertTextTooLong }],
    [{ ceiling_alert_text: 'x'.repeat(501) }, { ceiling_alert_text: M.alertTextTooLong }],
    [{ share_title: 'x'.repeat(100_000) }, { share_title: M.shareTitleTooLong }],
  ])('%j -> %j', (input, errors) => {
    expect(firstMessages(ZSubcategorySave.safeParse(input))).toEqual(errors);
  });

  it.each([
    { name: 'Po', amount: 9999999999999.99, details: 'x'.repeat(400) },
    { rate: 99.99, custom_increment_rate: 99.9999999, ceiling_amount: 0 },
    { alert_type: 'none' },
    { alert_type: 'both', alert_text: 'Careful' },
    { calculator: 'dwelling-units-per-acre', suggestion_box_mode: 'balance' },
    { rate: 0, custom_increment_rate: 0, custom_increment_rate_for_tax_rate: null },
    { color: '#1a73E8', image_url: 'https://images.example/a.jpg', image_alt: 'x'.repeat(255) },
    { color: '', image_url: null, share_title: 'Share me', floor_alert_text: 'x'.repeat(500) },
  ])('accepts %j', (input) => {
    expect(ZSubcategorySave.safeParse(input).success).toBe(true);
  });

  it('leaves the alert rule of a PATCH to the merged item', () => {
    expect(ZSubcategoryPatch.safeParse({ alert_type: 'increase' }).success).toBe(true);
    expect(alertTextProblem({ alert_type: 'increase', alert_text: null })).toBe(M.alertTextRequired);
    expect(alertTextProblem({ alert_type: 'none', alert_text: null })).toBeNull();
    expect(alertTextProblem({})).toBeNull();
  });
});

describe('storedIncrementRate', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [12.5, 0.125],
    [33.333333333, 0.3333333],
    [99.99999999, 1],
    [-5, -0.05],
  ])('%d%% -> %d', (percent, stored) => {
    expect(storedIncrementRate(percent)).toBe(stored);
  });
});

describe('normalizeSubcategory', () => {
  it('clears the alert text and threshold when the alert type is none', () => {
    expect(normalizeSubcategory({ alert_type: 'none', alert_text: 'x', alert_threshold: 5 })).toEqual({
      alert_type: 'none',
      alert_text: null,
      alert_threshold: null,
    });
  });

  it('keeps the alert of another type', () => {
    const input = { alert_type: 'threshold' as const, alert_text: 'x', alert_threshold: 5 };
    expect(normalizeSubcategory(input)).toEqual(input);
  });

  it('zeroes the rate in amount mode and the amount in rate mode', () => {
    expect(
      normalizeSubcategory({
        increment_mode: 'amount',
        custom_increment_amount: 10,
        custom_increment_rate: 5,
      }),
    ).toEqual({ custom_increment_amount: 10, custom_increment_rate: 0 });
    expect(
      normalizeSubcategory({ increment_mode: 'rate', custom_increment_amount: 10, custom_increment_rate: 5 }),
    ).toEqual({ custom_increment_amount: 0, custom_increment_rate: 0.05 });
  });

  it('stores the custom rate as a fraction and leaves absent fields absent', () => {
    expect(normalizeSubcategory({ custom_increment_rate: 2.5 })).toEqual({ custom_increment_rate: 0.025 });
    expect(normalizeSubcategory({ name: 'Parks' })).toEqual({ name: 'Parks' });
    expect(normalizeSubcategory({ custom_increment_rate: null })).toEqual({ custom_increment_rate: null });
  });
});

describe('dedicatedFundsLinkedIds', () => {
  it('collects the links of dedicated questions only', () => {
    const dedicated = {
      type: 'dedicated',
      options: [
        { links: [{ budget_subcategory_id: 4 }, { budget_subcategory_id: '7' }] },
        { links: [{ budget_subcategory_id: 'x' }, null, {}] },
        { title: 'no links' },
      ],
    };
    const scenario = { options: [{ links: [{ budget_subcategory_id: 9 }] }] };
    expect(dedicatedFundsLinkedIds([dedicated, scenario, null, 'text', { type: 'dedicated' }])).toEqual(
      new Set([4, 7]),
    );
    expect(dedicatedFundsLinkedIds([])).toEqual(new Set());
  });
});

describe('isPermutationOf', () => {
  it.each([
    [[2, 1, 3], [1, 2, 3], true],
    [[], [], true],
    [[1, 2], [1, 2, 3], false],
    [[1, 2, 3, 3], [1, 2, 3], false],
    [[1, 1, 2], [1, 2, 3], false],
    [[1, 2, 4], [1, 2, 3], false],
  ])('%j of %j -> %s', (ids, scope, expected) => {
    expect(isPermutationOf(ids, scope)).toBe(expected);
  });
});

describe('geojsonProblem', () => {
  const square = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 0],
  ];
  it.each([
    ['', null],
    ['{', G.notJson],
    ['"text"', G.notGeoJson],
    ['{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}', G.notGeoJson],
    ['{"type":"Point","coordinates":["a",1]}', G.notGeoJson],
    ['{"type":"Circle","coordinates":[0,0]}', G.notGeoJson],
    [JSON.stringify({ type: 'Polygon', coordinates: [square] }), null],
    [JSON.stringify({ type: 'Polygon', coordinates: [square.slice(0, 3)] }), null],
    [
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: [[square]] } },
        ],
      }),
      null,
    ],
    [JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature' }] }), G.notGeoJson],
  ])('%s -> %s', (text, problem) => {
    expect(geojsonProblem(text)).toBe(problem);
  });

  it('refuses a bad shape in a subcategory save', () => {
    expect(firstMessages(ZSubcategorySave.safeParse({ geojson: '{' }))).toEqual({ geojson: G.notJson });
  });
});
