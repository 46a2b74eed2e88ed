import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taxReceipts } from '@commonpurse/db';
import { PUBLIC_MESSAGES as M, ZPublicReceipt, type TPublicReceipt } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import { insertSimulation } from '../../test/simulations.ts';
import { post, publicSimulation, validSubmission } from './fixtures.ts';
import { publicReceipt, type ReceiptFixture } from './receipt-fixtures.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });

const open = (url: string) => t.app.inject({ method: 'GET', url });
const dataOf = async (url: string) => {
  const response = await open(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TPublicReceipt }>().data;
};
const expectNotAvailable = async (url: string) => {
  const response = await open(url);
  expect(response.statusCode, url).toBe(404);
  expect(response.json()).toEqual({ message: M.notAvailable });
  expect(response.headers['cache-control']).toBe('no-store');
};

describe('GET /v1/public/sites/{subdomain}/receipts/{slug}', () => {
  it("answers an Active receipt's page data: its spending, enabled calculators and texts, sanitized, nothing staff-only", async () => {
    const f = await publicReceipt(t, {
      client: { logo_url: 'https://cdn.example/logo.png', logo_outbound_link: 'https://city.example' },
      budget: { status_at: new Date(), use_meta_pixel: true },
    });
    const response = await open(f.pagePath);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const data = response.json<{ data: TPublicReceipt }>().data;
    expect(data).toEqual({
      id: f.budget.id,
      name: 'Your 2027 taxes',
      slug: f.budget.slug,
      locale: 'en_US',
      preview: false,
      client: {
        name: f.client.name,
        subdomain: f.client.subdomain,
        logo_url: 'https://cdn.example/logo.png',
        logo_outbound_link: 'https://city.example',
      },
      description: 'Where your tax dollars go',
      custom_header_html: '<h2>Welcome</h2>',
      custom_pre_footer_html: '<p>Questions? <a href="https://city.example/help">Ask us</a></p>',
      cta_button_label: 'Estimate my taxes',
      calculators: {
        property_tax: {
          rate: 0.012,
          is_owner_question_enabled: true,
          question_content: 'Do you own the home you live in?',
          helper_content: 'The assessed value on your last notice.',
        },
        sales_tax: { rate: 0.07, is_purchased_percentage_enabled: true },
        // Offered, with a rate, but not enabled.
        income_tax: null,
      },
      is_tax_total_breakdown_enabled: true,
      // Expense categories only, each with its items in display order.
      categories: [
        {
          id: f.categories.safety.id,
          name: 'Public safety',
          details: 'Police and fire',
          additional_details: null,
          subcategories: [
            {
              id: f.items.police.id,
              name: 'Police',
              amount: 600,
              details: 'Patrols',
              additional_details: '<p>Two new stations</p>',
            },
            { id: f.items.fire.id, name: 'Fire', amount: 300, details: null, additional_details: null },
          ],
        },
        {
          id: f.categories.parks.id,
          name: 'Parks',
          details: null,
          additional_details: null,
          subcategories: [
            {
              id: f.items.playgrounds.id,
              name: 'Playgrounds',
              amount: 100,
              details: null,
              additional_details: null,
            },
          ],
        },
      ],
      about: '<p>About the <strong>budget</strong></p><img src="x" />',
      about_cta: { label: 'Read the budget', url: 'https://city.example/budget' },
      conclusion_heading: 'Thank you',
      conclusion_cta: { label: 'Take the survey', url: 'http://survey.example/2027' },
    });
    expect(ZPublicReceipt.strict().safeParse(data).success).toBe(true);
    // Nothing the console alone sees.
    for (const staffOnly of [
      'client_id',
      'status',
      'status_at',
      'use_meta_pixel',
      'is_property_tax_customized',
    ])
      expect(response.body).not.toContain(`"${staffOnly}"`);
  });

  it('finds the receipt whatever the case of the address', async () => {
    const f = await publicReceipt(t);
    const data = await dataOf(
      `/v1/public/sites/${f.client.subdomain.toUpperCase()}/receipts/${f.budget.slug!.toUpperCase()}`,
    );
    expect(data.id).toBe(f.budget.id);
  });

  it('opens a New receipt only with its valid preview token, then says preview and is not cached', async () => {
    const f = await publicReceipt(t, { budget: { status: 'new', activated_at: null } });
    const other = await publicReceipt(t, { budget: { status: 'new', activated_at: null } });
    const token = await t.app.previewTokens.tokenFor(f.budget.id);
    const response = await open(`${f.pagePath}?preview=${token}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toMatchObject({ id: f.budget.id, preview: true });
    const otherToken = await t.app.previewTokens.tokenFor(other.budget.id);
    for (const query of ['', '?preview=', '?preview=wrong', `?preview=${otherToken}`])
      await expectNotAvailable(`${f.pagePath}${query}`);
  });

  it('is 404 for Inactive and Archived receipts, even with a token', async () => {
    for (const status of ['inactive', 'archived']) {
      const f = await publicReceipt(t, { budget: { status } });
      const token = await t.app.previewTokens.tokenFor(f.budget.id);
      await expectNotAvailable(f.pagePath);
      await expectNotAvailable(`${f.pagePath}?preview=${token}`);
    }
  });

  it("is 404 at another client's subdomain and for unknown slugs", async () => {
    const f = await publicReceipt(t);
    const other = await publicReceipt(t);
    await expectNotAvailable(`/v1/public/sites/${other.client.subdomain}/receipts/${f.budget.slug}`);
    await expectNotAvailable(`/v1/public/sites/${f.client.subdomain}/receipts/nothing-here`);
    await expectNotAvailable(`/v1/public/sites/no-such-client/receipts/${f.budget.slug}`);
  });

  it('keeps receipts and simulations apart: neither opens at the other’s address', async () => {
    const f = await publicReceipt(t);
    await expectNotAvailable(`/v1/public/sites/${f.client.subdomain}/budgets/${f.budget.slug}`);
    const simulation = await insertSimulation(t.db, f.client.id, { slug: 'city-budget', status: 'active' });
    expect((await open(`/v1/public/sites/${f.client.subdomain}/budgets/${simulation.slug}`)).statusCode).toBe(
      200,
    );
    await expectNotAvailable(`/v1/public/sites/${f.client.subdomain}/receipts/${simulation.slug}`);
  });

  it('is 404 for a receipts row without its tax_receipts row', async () => {
    const f = await publicReceipt(t);
    await t.db.delete(taxReceipts).where(eq(taxReceipts.budget_id, f.budget.id));
    await expectNotAvailable(f.pagePath);
  });

  it('shows only calculators that are offered, enabled and have a rate', async () => {
    const f = await publicReceipt(t, {
      receipt: {
        is_property_tax_available: false,
        is_sales_tax_enabled: true,
        sales_tax_rate: null,
        is_income_tax_enabled: true,
        income_tax_rate: 0,
      },
    });
    expect((await dataOf(f.pagePath)).calculators).toEqual({
      property_tax: null,
      sales_tax: null,
      income_tax: { rate: 0 },
    });
  });

  it('shows a customized calculator exactly as one that is not (decision 0521)', async () => {
    const withIncome = { is_income_tax_enabled: true };
    const flags = ['property', 'sales', 'income'].map((kind) => [`is_${kind}_tax_customized`, true]);
    const customized = await publicReceipt(t, { receipt: { ...withIncome, ...Object.fromEntries(flags) } });
    const standard = await publicReceipt(t, { receipt: withIncome });
    const calculators = (await dataOf(customized.pagePath)).calculators;
    expect(calculators).toEqual((await dataOf(standard.pagePath)).calculators);
    expect(calculators).toEqual({
      property_tax: expect.objectContaining({ rate: 0.012 }),
      sales_tax: expect.objectContaining({ rate: 0.07 }),
      income_tax: { rate: 0.05 },
    });
  });

  it('shows a CTA button only with a label and an http(s) address, and blank texts as none', async () => {
    const f = await publicReceipt(t, {
      budget: { description: '   ', custom_header_html: '' },
      receipt: {
        about_cta_button_url: 'javascript:alert(1)',
        conclusion_cta_button_label: '  ',
        cta_button_label: null,
        conclusion_heading: '',
        about: ' ',
      },
    });
    expect(await dataOf(f.pagePath)).toMatchObject({
      description: null,
      custom_header_html: null,
      cta_button_label: null,
      about: null,
      about_cta: null,
      conclusion_heading: null,
      conclusion_cta: null,
    });
  });

  it('speaks one of the eight receipt languages: a row stored in another reads as English', async () => {
    const arabic = await publicReceipt(t, { budget: { locale: 'ar' } });
    expect((await dataOf(arabic.pagePath)).locale).toBe('ar');
    const welsh = await publicReceipt(t, { budget: { locale: 'cy-GB' } });
    expect((await dataOf(welsh.pagePath)).locale).toBe('en_US');
  });
});

describe("a receipt's writes", () => {
  const refused = async (f: ReceiptFixture, route: string, body: unknown) => {
    const response = await post(t, `${f.path}/${route}`, body);
    expect(response.statusCode, route).toBe(404);
    expect(response.json()).toEqual({ message: M.notAvailable });
  };

  it('takes no clicks, submissions or ballots: a receipt is read, not submitted', async () => {
    const f = await publicReceipt(t);
    const simulation = await publicSimulation(t);
    await refused(f, 'clicks', { visit_id: 0, clicks: [] });
    await refused(f, 'submissions', validSubmission(simulation));
    await refused(f, 'submissions', { items: [] });
  });
});
