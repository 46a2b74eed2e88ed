import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgets } from '@commonpurse/db';
import { INPUT_MESSAGES, SIMULATION_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../test/helper.ts';
import { insertCategory, insertSubcategory, ownSimulation } from '../test/simulations.ts';

const t = useTestApp();
const NUL = '\u0000';
const refused = (field: string) => ({
  message: 'The given data was invalid.',
  errors: { [field]: [INPUT_MESSAGES.forbiddenCharacter] },
});

describe('a NUL character in what a call sends', () => {
  it('is refused under its field on every kind of route, and nothing is stored', async () => {
    const { call, path, budget } = await ownSimulation(t);
    const category = await insertCategory(t.db, budget.id, 'expense');
    const item = await insertSubcategory(t.db, category.id);
    const cases: [string, Parameters<typeof call>[0], string][] = [
      [
        'create budget',
        { method: 'POST', url: '/v1/admin/budgets', payload: { name: `${NUL}x`, locale: 'en_US' } },
        'name',
      ],
      ['patch budget', { method: 'PATCH', url: path, payload: { description: `a${NUL}` } }, 'description'],
      ['category', { method: 'POST', url: `${path}/expenses`, payload: { name: `Parks${NUL}` } }, 'name'],
      [
        'item',
        {
          method: 'PATCH',
          url: `${path}/expenses/${category.id}/subcategories/${item.id}`,
          payload: { name: `I${NUL}` },
        },
        'name',
      ],
      [
        'question',
        {
          method: 'POST',
          url: `${path}/demographics`,
          payload: { name: `Q${NUL}`, type: 'text', display_type: 'exit' },
        },
        'name',
      ],
      ['impact', { method: 'POST', url: `${path}/impacts`, payload: { name: `Trees${NUL}` } }, 'name'],
      [
        'nested',
        { method: 'PATCH', url: path, payload: { configuration_json: { currency_prefix: `$${NUL}` } } },
        'configuration_json.currency_prefix',
      ],
      [
        'query',
        { method: 'GET', url: '/v1/admin/validate-subdomain-slug', query: { slug: `a${NUL}b` } },
        'slug',
      ],
    ];
    for (const [name, request, field] of cases) {
      const response = await call(request);
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toEqual(refused(field));
    }
    const [row] = await t.db.select().from(budgets).where(eq(budgets.id, budget.id));
    expect(row?.description).toBe(budget.description);
  });

  it('is refused on a public route too (the token endpoint)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: `a${NUL}@x.org`, password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.username).toEqual([INPUT_MESSAGES.forbiddenCharacter]);
  });
});

describe('a lone UTF-16 surrogate in what a call sends', () => {
  it('is refused under its field like NUL, in text and in JSON settings, and nothing is stored', async () => {
    const { call, path, budget } = await ownSimulation(t);
    for (const [payload, field] of [
      [{ description: 'a\uD800b' }, 'description'],
      [{ configuration_json: { currency_prefix: '\uDC00$' } }, 'configuration_json.currency_prefix'],
    ] as const) {
      const response = await call({ method: 'PATCH', url: path, payload });
      expect(response.statusCode, field).toBe(422);
      expect(response.json(), field).toEqual(refused(field));
    }
    const [row] = await t.db.select().from(budgets).where(eq(budgets.id, budget.id));
    expect(row?.description).toBe(budget.description);
  });

  it('keeps a surrogate pair (an emoji) as text', async () => {
    const { call, path } = await ownSimulation(t);
    const response = await call({
      method: 'PATCH',
      url: path,
      payload: { description: 'Parks \uD83C\uDF33' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.description).toBe('Parks \uD83C\uDF33');
  });
});

describe('a body nested 100,000 deep', () => {
  it('is refused by the route, not a server error', async () => {
    const { call, path } = await ownSimulation(t);
    const depth = 100_000;
    const response = await call({
      method: 'PATCH',
      url: path,
      payload: `{"configuration_json":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['configuration_json']);
  });
});

describe('numbers are never made of non-numbers', () => {
  it.each(['NaN', 'Infinity', '-Infinity', '1e999', '0x10', '12abc'])(
    'adjustment %j is refused and the stored value kept',
    async (raw) => {
      const { call, path, budget } = await ownSimulation(t, {}, { adjustment: 500 });
      const response = await call({ method: 'PATCH', url: path, payload: { adjustment: raw } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ adjustment: [SIMULATION_MESSAGES.adjustmentNotNumber] });
      const [row] = await t.db.select().from(budgets).where(eq(budgets.id, budget.id));
      expect(row?.adjustment).toBe(500);
    },
  );

  it('keeps "$2,500" as 2500 and "" as no adjustment', async () => {
    const { call, path } = await ownSimulation(t);
    expect(
      (await call({ method: 'PATCH', url: path, payload: { adjustment: '$2,500' } })).json().data.adjustment,
    ).toBe(2500);
    expect(
      (await call({ method: 'PATCH', url: path, payload: { adjustment: '' } })).json().data.adjustment,
    ).toBeNull();
  });
});

describe('path ids', () => {
  it.each(['0x7', '7.0', '+7', '1e1', ' 7', '0', '-7', '99999999999999999999', '2147483648', 'abc'])(
    '%j names no simulation (404) and deletes nothing',
    async (raw) => {
      const { call, budget } = await ownSimulation(t);
      const url = `/v1/admin/budgets/${raw.replace(/^7$/, String(budget.id))}`;
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await call({ method, url: encodeURI(url) });
        expect(response.statusCode, `${method} ${raw}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found.' });
      }
      const [row] = await t.db.select().from(budgets).where(eq(budgets.id, budget.id));
      expect(row).toBeDefined();
    },
  );

  it('the hexadecimal spelling of a real id does not reach it', async () => {
    const { call, budget } = await ownSimulation(t);
    const hex = `0x${budget.id.toString(16)}`;
    expect((await call({ method: 'DELETE', url: `/v1/admin/budgets/${hex}` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/v1/admin/budgets/${budget.id}` })).statusCode).toBe(200);
  });

  it('child ids follow the same rule', async () => {
    const { call, path, budget } = await ownSimulation(t);
    const category = await insertCategory(t.db, budget.id, 'expense');
    for (const url of [
      `${path}/expenses/0x${category.id.toString(16)}`,
      `${path}/expenses/99999999999999999999`,
      `${path}/impacts/1e1`,
      `${path}/demographics/2147483648`,
    ]) {
      const response = await call({ method: 'DELETE', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
