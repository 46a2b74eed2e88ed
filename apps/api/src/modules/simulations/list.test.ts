import { describe, expect, it } from 'vitest';
import { PREVIEW_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertEligibleSimulation,
  insertSimulation,
  insertSubmissions,
} from '../../test/simulations.ts';

const t = useTestApp();

const list = (user: Parameters<typeof t.injectAs>[0], query: Record<string, string> = {}) =>
  t.injectAs(user, { method: 'GET', url: '/v1/admin/budgets', query });

describe('GET /v1/admin/budgets', () => {
  it("lists the client's simulations newest first with counts of active ones against the licences", async () => {
    const { client, admin } = await clientWithAdmin(t, { total_licenses: 4, total_pb_licenses: 2 });
    const old = await insertSimulation(t.db, client.id, { created_at: new Date('2026-01-01T00:00:00Z') });
    const active = await insertEligibleSimulation(t.db, client.id, {
      status: 'active',
      created_at: new Date('2026-02-01T00:00:00Z'),
    });
    const activePb = await insertSimulation(t.db, client.id, {
      is_pb: true,
      status: 'active',
      created_at: new Date('2026-03-01T00:00:00Z'),
    });
    await insertSimulation(t.db, client.id, {
      is_pb: true,
      status: 'inactive',
      created_at: new Date('2026-04-01'),
    });

    const response = await list(admin, { per_page: '1000', include: 'submissions' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(4);
    expect(body.data.slice(1).map((s: { id: number }) => s.id)).toEqual([activePb.id, active.id, old.id]);
    expect(body.meta).toEqual({ active_count: 1, allowed_count: 4, active_pb_count: 1, allowed_pb_count: 2 });
  });

  it('filters by kind with is_pb', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const simulation = await insertSimulation(t.db, client.id);
    const pb = await insertSimulation(t.db, client.id, { is_pb: true });
    const ids = async (isPb: string) =>
      (await list(admin, { is_pb: isPb })).json().data.map((s: { id: number }) => s.id);
    expect(await ids('0')).toEqual([simulation.id]);
    expect(await ids('1')).toEqual([pb.id]);
  });

  it('computes the derived fields of each row from the data', async () => {
    const { client, admin } = await clientWithAdmin(t, { max_submissions: 3 });
    const eligible = await insertEligibleSimulation(t.db, client.id, {
      slug: 'budget-2026',
      updated_at: new Date('2026-11-22T12:00:00Z'),
    });
    await insertSubmissions(t.db, eligible.id, 3);
    const draft = await insertSimulation(t.db, client.id);
    await insertSubmissions(t.db, draft.id, 1);

    const rows = (await list(admin)).json().data;
    const row = rows.find((s: { id: number }) => s.id === eligible.id);
    expect(row).toMatchObject({
      can_preview: true,
      preview_refusal: null,
      can_publish: true,
      submissions: 3,
      has_submissions_available: false,
      public_url: `http://${client.subdomain}.commonpurse.test/budget-2026`,
      formatted_updated_at: 'Nov 22, 2026',
    });
    expect(row.preview_url).toMatch(
      new RegExp(`^http://${client.subdomain}\\.commonpurse\\.test/budget-2026\\?preview=[A-Za-z0-9_-]{22}$`),
    );
    expect(rows.find((s: { id: number }) => s.id === draft.id)).toMatchObject({
      can_preview: false,
      preview_refusal: PREVIEW_MESSAGES.invalidUrl,
      can_publish: false,
      submissions: 1,
      has_submissions_available: true,
      public_url: null,
      preview_url: null,
    });
  });

  it('a trial client can preview but not publish', async () => {
    const { client, admin } = await clientWithAdmin(t, { is_trial: true });
    await insertEligibleSimulation(t.db, client.id);
    const [row] = (await list(admin)).json().data;
    expect(row).toMatchObject({ can_preview: true, can_publish: false });
  });

  it("lists every client's templates, by name case-insensitively, with type=discoverable", async () => {
    const { client: own, admin } = await clientWithAdmin(t);
    const { client: other } = await clientWithAdmin(t);
    const names = ['zebra parks', 'Alpha roads', 'beta libraries'];
    await insertSimulation(t.db, other.id, { name: names[0], is_discoverable: true });
    await insertSimulation(t.db, own.id, { name: names[1], is_discoverable: true });
    await insertSimulation(t.db, other.id, { name: names[2], is_discoverable: true });
    await insertSimulation(t.db, other.id, { name: 'not a template' });

    const response = await list(admin, { per_page: '1000', type: 'discoverable' });
    expect(response.statusCode).toBe(200);
    const templates = response.json().data.filter((s: { name: string }) => names.includes(s.name));
    expect(templates.map((s: { name: string }) => s.name)).toEqual([
      'Alpha roads',
      'beta libraries',
      'zebra parks',
    ]);
    expect(response.json().data.every((s: { is_discoverable: boolean }) => s.is_discoverable)).toBe(true);
    expect(templates[2].client_id).toBe(other.id);
  });

  it('pages with per_page and page, and refuses a page size above 1000 or an unknown include', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const first = await insertSimulation(t.db, client.id, { created_at: new Date('2026-01-01') });
    const second = await insertSimulation(t.db, client.id, { created_at: new Date('2026-01-02') });
    expect((await list(admin, { per_page: '1' })).json().data.map((s: { id: number }) => s.id)).toEqual([
      second.id,
    ]);
    expect(
      (await list(admin, { per_page: '1', page: '2' })).json().data.map((s: { id: number }) => s.id),
    ).toEqual([first.id]);
    expect((await list(admin, { per_page: '1001' })).statusCode).toBe(422);
    const unknown = await list(admin, { include: 'strings' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.include).toBeDefined();
  });

  it('documents every simulation call in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/admin/budgets',
        '/v1/admin/budgets/{id}',
        '/v1/admin/budgets/{id}/duplicate',
        '/v1/admin/budgets/{id}/strings',
        '/v1/admin/budgets/{id}/strings/{stringId}',
        '/v1/admin/budgets/{id}/header-image',
        '/v1/admin/validate-subdomain-slug',
      ]),
    );
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/admin/budgets' });
    expect(response.statusCode).toBe(401);
  });
});
