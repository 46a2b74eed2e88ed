import { describe, expect, it } from 'vitest';
import { SIMULATION_MESSAGES, SLUG_MESSAGES } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import { clientWithAdmin, insertEligibleSimulation, insertSimulation } from '../../test/simulations.ts';

const t = useTestApp();

const patch = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  t.injectAs(user, { method: 'PATCH', url: `/v1/admin/budgets/${id}`, payload });

async function ownSimulation(overrides: Parameters<typeof insertSimulation>[2] = {}) {
  const { client, admin } = await clientWithAdmin(t);
  return { client, admin, budget: await insertSimulation(t.db, client.id, overrides) };
}

describe('PATCH /v1/admin/budgets/{id} with fields', () => {
  it('updates fields, bumps updated_at and answers the full view', async () => {
    const { admin, budget } = await ownSimulation({ updated_at: new Date('2026-01-01T00:00:00Z') });
    const response = await patch(admin, budget.id, {
      name: 'Renamed',
      description: 'About it',
      adjustment: '$1,250.50',
      is_commenting_enabled: false,
      map_height: 120,
      timer_minutes: 15,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      name: 'Renamed',
      description: 'About it',
      adjustment: 1250.5,
      is_commenting_enabled: false,
      map_height: 500,
      timer_minutes: 15,
    });
    expect(data.updated_at > '2026-01-02').toBe(true);
    expect((await patch(admin, budget.id, { map_height: 5000 })).json().data.map_height).toBe(1200);
  });

  it('ignores the server-owned fields of a whole-simulation PATCH', async () => {
    const { admin, budget } = await ownSimulation({ slug: 'kept' });
    const { data: current } = (
      await t.injectAs(admin, { method: 'GET', url: `/v1/admin/budgets/${budget.id}` })
    ).json();
    const response = await patch(admin, budget.id, { ...current, id: 1, client_id: 1, submissions: 9 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: budget.id, slug: 'kept', submissions: 0 });
  });

  it('answers the spec messages for a bad name or description', async () => {
    const { admin, budget } = await ownSimulation();
    for (const [payload, errors] of [
      [{ name: '' }, { name: [SIMULATION_MESSAGES.nameRequired] }],
      [{ name: 'A' }, { name: [SIMULATION_MESSAGES.nameTooShort] }],
      [{ name: 'x'.repeat(251) }, { name: [SIMULATION_MESSAGES.nameTooLong] }],
      [{ description: 'x'.repeat(301) }, { description: [SIMULATION_MESSAGES.descriptionTooLong] }],
      [{ slug: 'a b' }, { slug: [SLUG_MESSAGES.noSpaces] }],
    ] as const) {
      const response = await patch(admin, budget.id, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'The given data was invalid.', errors });
    }
  });

  it.each(['inactive', 'archived'])('refuses to edit a %s simulation', async (status) => {
    const { admin, budget } = await ownSimulation({ status });
    const response = await patch(admin, budget.id, { name: 'Renamed' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: [SIMULATION_MESSAGES.notEditable] });
  });

  it('sets the slug until the simulation has been activated, unique per client', async () => {
    const { client, admin, budget } = await ownSimulation();
    await insertSimulation(t.db, client.id, { slug: 'Taken' });
    const taken = await patch(admin, budget.id, { slug: 'taken' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: [SLUG_MESSAGES.taken] });

    const { client: other } = await clientWithAdmin(t);
    await insertSimulation(t.db, other.id, { slug: 'budget' });
    expect((await patch(admin, budget.id, { slug: 'budget' })).json().data.slug).toBe('budget');

    const active = await insertEligibleSimulation(t.db, client.id, {
      status: 'active',
      activated_at: new Date(),
      slug: 'live',
    });
    const locked = await patch(admin, active.id, { slug: 'renamed' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors).toEqual({ slug: [SIMULATION_MESSAGES.slugLocked] });
    expect((await patch(admin, active.id, { slug: 'live', name: 'Same slug' })).statusCode).toBe(200);
  });

  it('refuses a slug from a trial client', async () => {
    const { admin, budget } = await (async () => {
      const { client, admin: trialAdmin } = await clientWithAdmin(t, { is_trial: true });
      return { admin: trialAdmin, budget: await insertSimulation(t.db, client.id) };
    })();
    const response = await patch(admin, budget.id, { slug: 'mine' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: SIMULATION_MESSAGES.trialCannotSetUrl,
      errors: { slug: [SIMULATION_MESSAGES.trialCannotSetUrl] },
    });
    expect((await patch(admin, budget.id, { slug: null, name: 'Unchanged slug' })).statusCode).toBe(200);
  });

  it('cleans the redirect URL and needs survey redirects to set one', async () => {
    const { admin, budget } = await ownSimulation();
    const response = await patch(admin, budget.id, {
      submission_redirect_url: 'survey.example.com/thanks?id={USER_ID} <x>',
    });
    expect(response.json().data.submission_redirect_url).toBe(
      'https://survey.example.com/thanks?id={USER_ID}x',
    );

    const { client, admin: limited } = await clientWithAdmin(t, { survey_redirects: false });
    const own = await insertSimulation(t.db, client.id);
    const refused = await patch(limited, own.id, { submission_redirect_url: 'https://survey.example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({
      submission_redirect_url: [SIMULATION_MESSAGES.surveyRedirectsDisabled],
    });
    expect((await patch(limited, own.id, { submission_redirect_url: null })).statusCode).toBe(200);
  });

  it('allows the meta pixel and translation only when the client has their ids', async () => {
    const { client, admin } = await clientWithAdmin(t, { meta_pixel_id: null, google_translate_id: '' });
    const budget = await insertSimulation(t.db, client.id);
    const pixel = await patch(admin, budget.id, { use_meta_pixel: true });
    expect(pixel.statusCode).toBe(422);
    expect(pixel.json().errors).toEqual({ use_meta_pixel: [SIMULATION_MESSAGES.metaPixelUnavailable] });
    const translate = await patch(admin, budget.id, { use_google_translate: true });
    expect(translate.json().errors).toEqual({
      use_google_translate: [SIMULATION_MESSAGES.googleTranslateUnavailable],
    });
    expect((await patch(admin, budget.id, { use_meta_pixel: false })).statusCode).toBe(200);

    const { client: equipped, admin: equippedAdmin } = await clientWithAdmin(t, {
      meta_pixel_id: '123',
      google_translate_id: 'gt',
    });
    const own = await insertSimulation(t.db, equipped.id);
    const both = await patch(equippedAdmin, own.id, { use_meta_pixel: true, use_google_translate: true });
    expect(both.json().data).toMatchObject({ use_meta_pixel: true, use_google_translate: true });
  });

  it('keeps a simulation in budget or housing mode, each with its capability', async () => {
    const { client, admin } = await clientWithAdmin(t, { simulation_mode_housing: false });
    const budget = await insertSimulation(t.db, client.id);
    const housing = await patch(admin, budget.id, { mode: 'housing' });
    expect(housing.statusCode).toBe(403);
    expect(housing.json().errors).toEqual({ mode: [SIMULATION_MESSAGES.housingModeNotAllowed] });
    const climate = await patch(admin, budget.id, { mode: 'climate' });
    expect(climate.statusCode).toBe(422);
    expect(climate.json().errors).toEqual({ mode: [SIMULATION_MESSAGES.modeNotForSimulation] });
    const pb = await insertSimulation(t.db, client.id, { is_pb: true });
    expect((await patch(admin, pb.id, { mode: 'climate' })).json().data.mode).toBe('climate');
  });

  it('sanitizes the custom header and disclaimers', async () => {
    const { admin, budget } = await ownSimulation();
    const response = await patch(admin, budget.id, {
      custom_header_html:
        '<h1 onclick="steal()">Welcome</h1><script>alert(1)</script><p style="text-align:center;color:red">' +
        '<a href="javascript:alert(1)">x</a><a href="https://city.example" target="_blank">city</a>' +
        '<img src="https://img.example/a.png" onerror="x()" alt="A"></p>',
      expense_disclaimer: '<b>Note</b><iframe src="https://evil.example"></iframe>',
      revenue_disclaimer: '<em>Footer</em><style>body{}</style>',
    });
    const { data } = response.json();
    expect(data.custom_header_html).toBe(
      '<h1>Welcome</h1><p style="text-align:center"><a>x</a>' +
        '<a href="https://city.example" target="_blank" rel="noopener noreferrer">city</a>' +
        '<img src="https://img.example/a.png" alt="A" /></p>',
    );
    expect(data.expense_disclaimer).toBe('<b>Note</b>');
    expect(data.revenue_disclaimer).toBe('<em>Footer</em>');
  });

  it('merges configuration_json keys into the stored settings', async () => {
    const { admin, budget } = await ownSimulation({ configuration_json: { currency_prefix: '$', other: 1 } });
    const response = await patch(admin, budget.id, {
      configuration_json: { currency_suffix: ' USD', other: null },
    });
    expect(response.json().data.configuration_json).toEqual({
      currency_prefix: '$',
      currency_suffix: ' USD',
      other: null,
    });
  });
});
