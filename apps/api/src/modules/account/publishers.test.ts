import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@commonpurse/db';
import { useTestApp, type TestUser } from '../../test/helper.ts';

const t = useTestApp();

const publishers = (user: TestUser, filter?: string) =>
  t.injectAs(user, {
    method: 'GET',
    url: '/v1/users/managed-publishers',
    query: filter === undefined ? {} : { filter },
  });
const switchTo = (user: TestUser, clientId: unknown) =>
  t.injectAs(user, { method: 'PUT', url: '/v1/users/me/active-client', payload: { client_id: clientId } });
const readMeta = (user: TestUser) => t.injectAs(user, { method: 'GET', url: '/v1/users/me/meta' });
const writeMeta = (user: TestUser, key: string, value: unknown) =>
  t.injectAs(user, { method: 'PUT', url: `/v1/users/me/meta/${key}`, payload: { value } });

describe('GET /v1/users/managed-publishers', () => {
  it('lists the clients the user manages, sorted by name, marking the active one', async () => {
    const response = await publishers(t.users.demoAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: await t.clientId('demo'),
          name: 'City of Riverton',
          presiding_area: 'Riverton, OR',
          subdomain: 'demo',
          is_active: true,
        },
        {
          id: await t.clientId('riverton-schools'),
          name: 'Riverton Unified School District',
          presiding_area: 'Riverton, OR',
          subdomain: 'riverton-schools',
          is_active: false,
        },
      ],
    });
  });

  it.each([
    ['SCHOOL', ['Riverton Unified School District']],
    ['riverton, or', ['City of Riverton', 'Riverton Unified School District']],
    ['lakeside', []],
    ['%', []],
  ])('filters by name or presiding area, case-insensitively: %s', async (filter, names) => {
    const { data } = (await publishers(t.users.demoAdmin, filter)).json();
    expect(data.map((p: { name: string }) => p.name)).toEqual(names);
  });
});

describe('PUT /v1/users/me/active-client', () => {
  it('switches to a client the user manages and answers me with client and navigation', async () => {
    const [city, district] = [await t.clientId('demo'), await t.clientId('riverton-schools')];
    const user = await t.createUser({ clientIds: [city, district] });
    const response = await switchTo(user, district);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ client_id: district, companyName: 'Riverton Unified School District' });
    expect(data.client.capabilities.receipts).toBe(false);
    expect(data.navigation.adminInformation.companyName).toBe('Riverton Unified School District');

    expect((await t.injectAs(user, { method: 'GET', url: '/v1/users/me' })).json().data.client_id).toBe(
      district,
    );
    const listed = (await publishers(user)).json().data;
    expect(listed.find((p: { is_active: boolean }) => p.is_active).id).toBe(district);
  });

  it('answers 404 for a client the user does not manage, or that does not exist', async () => {
    for (const clientId of [await t.clientId('lakeside'), 999_999]) {
      const response = await switchTo(t.users.demoAdmin, clientId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    expect((await switchTo(t.users.demoAdmin, 'abc')).statusCode).toBe(422);
  });
});

describe('user meta', () => {
  it('stores values per user and per active client', async () => {
    const [city, district] = [await t.clientId('demo'), await t.clientId('riverton-schools')];
    const user = await t.createUser({ clientIds: [city, district] });
    expect((await readMeta(user)).json()).toEqual({ data: {} });

    const written = await writeMeta(user, 'page_visits_Dashboard', '3');
    expect(written.statusCode).toBe(200);
    expect(written.json()).toEqual({ data: { key: 'page_visits_Dashboard', value: '3' } });
    await writeMeta(user, 'page_visits_Dashboard', '4');
    expect((await readMeta(user)).json()).toEqual({ data: { page_visits_Dashboard: '4' } });

    await switchTo(user, district);
    expect((await readMeta(user)).json()).toEqual({ data: {} });
    await writeMeta(user, 'page_visits_Dashboard', '1');
    await switchTo(user, city);
    expect((await readMeta(user)).json()).toEqual({ data: { page_visits_Dashboard: '4' } });
    expect((await readMeta(t.users.demoAdmin)).json()).toEqual({ data: {} });
  });

  it('validates the key and the value', async () => {
    expect((await writeMeta(t.users.demoAdmin, 'bad key!', '1')).statusCode).toBe(422);
    const notText = await writeMeta(t.users.demoAdmin, 'page_visits_Meetings', 5);
    expect(notText.statusCode).toBe(422);
    expect(Object.keys(notText.json().errors)).toEqual(['value']);
  });
});

describe('tenancy', () => {
  it("keeps the county administrator out of the city's data", async () => {
    const county = t.users.countyAdmin;
    const city = await t.clientId('demo');
    expect((await switchTo(county, city)).statusCode).toBe(404);

    const { data } = (await publishers(county)).json();
    expect(data.map((p: { subdomain: string }) => p.subdomain)).toEqual(['lakeside']);
    expect((await publishers(county, 'riverton')).json().data).toEqual([]);

    const me = (await t.injectAs(county, { method: 'GET', url: '/v1/users/me?include=client' })).json().data;
    expect(me.client_id).toBe(await t.clientId('lakeside'));
    expect(me.client.subdomain).toBe('lakeside');
  });

  it("does not show one user's meta to another, nor one client's to another", async () => {
    await writeMeta(t.users.countyAdmin, 'drag_drop_help_displayed', 'true');
    expect((await readMeta(t.users.countyAdmin)).json().data).toEqual({ drag_drop_help_displayed: 'true' });
    expect((await readMeta(t.users.superadmin)).json().data).not.toHaveProperty('drag_drop_help_displayed');
  });

  it('falls back to a managed client when the stored active client is no longer managed', async () => {
    const [city, county] = [await t.clientId('demo'), await t.clientId('lakeside')];
    const user = await t.createUser({ clientIds: [county] });
    // The stored active client points at a client without a membership (e.g. a removed one).
    await t.db.update(users).set({ active_client_id: city }).where(eq(users.id, user.id));
    const me = (await t.injectAs(user, { method: 'GET', url: '/v1/users/me' })).json().data;
    expect(me.client_id).toBe(county);
  });
});
