import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgets, taxReceipts } from '@commonpurse/db';
import { INLINE_EDITOR_MESSAGES, RECEIPT_MESSAGES, SLUG_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertSimulation } from '../../test/simulations.ts';
import { insertEligibleReceipt, insertReceipt, receiptClient } from './fixtures.ts';

const t = useTestApp();

type Call = Awaited<ReturnType<typeof receiptClient>>['call'];
const patch = (call: Call, id: number, payload: Record<string, unknown>) =>
  call({ method: 'PATCH', url: `/v1/admin/receipts/${id}`, payload });
const rowOf = async (id: number) => {
  const [budget] = await t.db.select().from(budgets).where(eq(budgets.id, id));
  const [tax] = await t.db.select().from(taxReceipts).where(eq(taxReceipts.budget_id, id));
  return { budget, tax };
};

describe('PATCH /v1/admin/receipts/{id} with fields', () => {
  it('saves one field, or several across both tables', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id);
    const one = await patch(call, receipt.id, { conclusion_heading: 'Thank you' });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.conclusion_heading).toBe('Thank you');

    const several = await patch(call, receipt.id, {
      name: 'Where your taxes go',
      slug: 'taxes',
      locale: 'vi_VN',
      description: 'Short',
      cta_button_label: 'Start',
      is_tax_total_breakdown_enabled: true,
      about_cta_button_label: 'Learn more',
    });
    expect(several.statusCode).toBe(200);
    expect(several.json().data).toMatchObject({
      name: 'Where your taxes go',
      slug: 'taxes',
      locale: 'vi_VN',
      description: 'Short',
      cta_button_label: 'Start',
      is_tax_total_breakdown_enabled: true,
      about_cta_button_label: 'Learn more',
      conclusion_heading: 'Thank you',
    });
    const { budget, tax } = await rowOf(receipt.id);
    expect(budget).toMatchObject({ name: 'Where your taxes go', slug: 'taxes', locale: 'vi_VN' });
    expect(tax).toMatchObject({ cta_button_label: 'Start', is_tax_total_breakdown_enabled: true });
  });

  it('takes back the whole receipt it answered, ignoring the fields the server owns', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertEligibleReceipt(t.db, client.id, { name: 'Whole' });
    const { data } = (
      await call({
        method: 'GET',
        url: `/v1/admin/receipts/${receipt.id}`,
        query: { include: 'expenses' },
      })
    ).json();
    const { status: _status, ...withoutStatus } = data;
    const sent = {
      ...withoutStatus,
      id: 999_999,
      client_id: 123_456,
      legacy_id: 7,
      created_at: '2000-01-01T00:00:00.000Z',
      status_at: '2000-01-01T00:00:00.000Z',
      is_receipt: false,
      description: 'Changed',
      predefined_calculations: { ...data.predefined_calculations, is_sales_tax_enabled: true },
    };
    const response = await patch(call, receipt.id, sent);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: receipt.id,
      client_id: client.id,
      description: 'Changed',
    });
    const { budget, tax } = await rowOf(receipt.id);
    expect(budget).toMatchObject({ client_id: client.id, is_receipt: true, status: 'new' });
    expect(budget?.created_at.toISOString()).toBe(data.created_at);
    expect(tax?.is_sales_tax_enabled).toBe(false);
    // With its current status too (the status sent with fields must be the current one).
    expect((await patch(call, receipt.id, { ...sent, status: 'new' })).statusCode).toBe(200);
  });

  it.each([
    [{ name: '' }, 'name', RECEIPT_MESSAGES.nameRequired],
    [{ name: 'A' }, 'name', RECEIPT_MESSAGES.nameTooShort],
    [{ name: 'x'.repeat(251) }, 'name', RECEIPT_MESSAGES.nameTooLong],
    [{ locale: 'fr' }, 'locale', RECEIPT_MESSAGES.localeRequired],
    [{ description: 'x'.repeat(101) }, 'description', INLINE_EDITOR_MESSAGES.maxLength(100)],
    [
      { about_cta_button_url: `x.org/${'a'.repeat(200)}` },
      'about_cta_button_url',
      'Max 200 characters allowed',
    ],
    [{ conclusion_heading: 'x'.repeat(256) }, 'conclusion_heading', 'Max 255 characters allowed'],
    [{ slug: 'has space' }, 'slug', SLUG_MESSAGES.noSpaces],
    [{ slug: 'a/b' }, 'slug', SLUG_MESSAGES.invalidCharacters],
    [{ slug: '' }, 'slug', SLUG_MESSAGES.required],
  ])('refuses %j under %s', async (payload, field, message) => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id, { name: 'Kept' });
    const response = await patch(call, receipt.id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect((await rowOf(receipt.id)).budget?.name).toBe('Kept');
  });

  // Spec 3 sections 5 and 9: each limit, refused one character past it and accepted at it. A URL's
  // length counts the 'http://' the server puts before an address without a scheme.
  const url = (length: number) => `https://x.org/${'a'.repeat(length - 'https://x.org/'.length)}`;
  it.each([
    ['cta_button_label', 'x'.repeat(101), 'x'.repeat(100), INLINE_EDITOR_MESSAGES.maxLength(100)],
    ['about_cta_button_label', 'x'.repeat(101), 'x'.repeat(100), INLINE_EDITOR_MESSAGES.maxLength(100)],
    ['conclusion_cta_button_label', 'x'.repeat(256), 'x'.repeat(255), INLINE_EDITOR_MESSAGES.maxLength(255)],
    ['conclusion_cta_button_url', url(201), url(200), INLINE_EDITOR_MESSAGES.maxLength(200)],
    ['about_cta_button_url', url(201), url(200), INLINE_EDITOR_MESSAGES.maxLength(200)],
    [
      'conclusion_cta_button_url',
      `x.org/${'a'.repeat(188)}`,
      `x.org/${'a'.repeat(187)}`,
      'Max 200 characters allowed',
    ],
    ['slug', 's'.repeat(251), 's'.repeat(250), SLUG_MESSAGES.tooLong],
  ])('refuses %s one past its limit and saves it at the limit', async (field, over, at, message) => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id);
    const refused = await patch(call, receipt.id, { [field]: over });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ [field]: [message] });
    const saved = await patch(call, receipt.id, { [field]: at });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data[field]).toBe(at.startsWith('x.org') ? `http://${at}` : at);
  });

  it("prefixes 'http://' to a URL without a scheme, and keeps https", async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id);
    const { data } = (
      await patch(call, receipt.id, {
        about_cta_button_url: 'example.org/about',
        conclusion_cta_button_url: 'https://example.org/next',
      })
    ).json();
    expect(data.about_cta_button_url).toBe('http://example.org/about');
    expect(data.conclusion_cta_button_url).toBe('https://example.org/next');
  });

  it('sanitizes the custom header, pre-footer and about HTML', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id);
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script></p>';
    const { data } = (
      await patch(call, receipt.id, {
        custom_header_html: dirty,
        custom_pre_footer_html: dirty,
        about: dirty,
      })
    ).json();
    for (const field of ['custom_header_html', 'custom_pre_footer_html', 'about'])
      expect(data[field]).toBe('<p>Hi</p>');
  });

  describe('the slug', () => {
    it('is refused when a simulation of the client uses it (any case)', async () => {
      const { client, call } = await receiptClient(t);
      await insertSimulation(t.db, client.id, { slug: 'budget-2027' });
      const receipt = await insertReceipt(t.db, client.id);
      const response = await patch(call, receipt.id, { slug: 'Budget-2027' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ slug: ['The selected URL is not available'] });
    });

    it("is one address space: a simulation cannot take a receipt's slug, nor a receipt a simulation's", async () => {
      const { client, call } = await receiptClient(t);
      const receipt = await insertReceipt(t.db, client.id, { slug: 'taxes-2027' });
      const simulation = await insertSimulation(t.db, client.id, { slug: 'budget-2027' });
      const simulationPatch = (slug: string) =>
        call({ method: 'PATCH', url: `/v1/admin/budgets/${simulation.id}`, payload: { slug } });

      const bySimulation = await simulationPatch('Taxes-2027');
      expect(bySimulation.statusCode).toBe(422);
      expect(bySimulation.json().errors).toEqual({ slug: [SLUG_MESSAGES.taken] });
      const byReceipt = await patch(call, receipt.id, { slug: 'budget-2027' });
      expect(byReceipt.statusCode).toBe(422);
      expect(byReceipt.json().errors).toEqual({ slug: [SLUG_MESSAGES.taken] });
      expect((await rowOf(receipt.id)).budget?.slug).toBe('taxes-2027');
      expect((await rowOf(simulation.id)).budget?.slug).toBe('budget-2027');
      // A slug neither holds is free for both.
      expect((await simulationPatch('budget-2028')).statusCode).toBe(200);
    });

    it("is refused when another receipt uses it, never for the receipt's own or another client's", async () => {
      const { client, call } = await receiptClient(t);
      await insertReceipt(t.db, client.id, { slug: 'taken' });
      const receipt = await insertReceipt(t.db, client.id, { slug: 'mine' });
      const { client: other } = await receiptClient(t);
      await insertReceipt(t.db, other.id, { slug: 'theirs' });
      expect((await patch(call, receipt.id, { slug: 'taken' })).json().errors).toEqual({
        slug: [SLUG_MESSAGES.taken],
      });
      expect((await patch(call, receipt.id, { slug: 'mine', name: 'Same slug' })).statusCode).toBe(200);
      expect((await patch(call, receipt.id, { slug: 'theirs' })).statusCode).toBe(200);
    });

    it('cannot be set by a trial account (403), though the stored one can be sent back', async () => {
      const { client, call } = await receiptClient(t, { is_trial: true });
      const receipt = await insertReceipt(t.db, client.id, { slug: 'given' });
      const response = await patch(call, receipt.id, { slug: 'chosen' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Trial accounts cannot set the URL.',
        errors: { slug: ['Trial accounts cannot set the URL.'] },
      });
      expect((await patch(call, receipt.id, { slug: 'given', name: 'Renamed' })).statusCode).toBe(200);
    });

    it('cannot change once the receipt has been activated', async () => {
      const { client, call } = await receiptClient(t);
      const receipt = await insertEligibleReceipt(t.db, client.id);
      expect((await patch(call, receipt.id, { status: 'active' })).statusCode).toBe(200);
      const response = await patch(call, receipt.id, { slug: 'moved' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ slug: [RECEIPT_MESSAGES.slugLocked] });
      expect((await patch(call, receipt.id, { status: 'inactive' })).statusCode).toBe(200);
      expect((await patch(call, receipt.id, { slug: 'moved' })).statusCode).toBe(422);
    });
  });

  it('refuses the Meta pixel and Google Translate without their identifiers, feed promotion without its capability', async () => {
    const { client, call } = await receiptClient(t, {
      meta_pixel_id: null,
      google_translate_id: null,
      polco_feed_promotion: false,
    });
    const receipt = await insertReceipt(t.db, client.id);
    const pixel = await patch(call, receipt.id, { use_meta_pixel: true });
    expect(pixel.statusCode).toBe(422);
    expect(pixel.json().errors).toEqual({ use_meta_pixel: [RECEIPT_MESSAGES.metaPixelUnavailable] });
    const translate = await patch(call, receipt.id, { use_google_translate: true });
    expect(translate.json().errors).toEqual({
      use_google_translate: [RECEIPT_MESSAGES.googleTranslateUnavailable],
    });
    const feed = await patch(call, receipt.id, { is_polco_feed_promoted: true });
    expect(feed.statusCode).toBe(403);
    expect(feed.json().errors).toEqual({ is_polco_feed_promoted: [RECEIPT_MESSAGES.feedPromotionDisabled] });
    // Turning them off, or sending them unchanged, is always allowed.
    expect(
      (await patch(call, receipt.id, { use_meta_pixel: false, is_polco_feed_promoted: false })).statusCode,
    ).toBe(200);
  });

  it('allows the Meta pixel and Google Translate once the client has their identifiers', async () => {
    const { client, call } = await receiptClient(t, { meta_pixel_id: '123', google_translate_id: 'gt' });
    const receipt = await insertReceipt(t.db, client.id);
    const { data } = (
      await patch(call, receipt.id, { use_meta_pixel: true, use_google_translate: true })
    ).json();
    expect(data).toMatchObject({ use_meta_pixel: true, use_google_translate: true });
  });

  it('edits an Active or Inactive receipt, and refuses any field of an Archived one', async () => {
    const { client, call } = await receiptClient(t);
    for (const status of ['active', 'inactive']) {
      const receipt = await insertEligibleReceipt(t.db, client.id, { status });
      expect((await patch(call, receipt.id, { description: status })).statusCode).toBe(200);
    }
    const archived = await insertEligibleReceipt(t.db, client.id, { status: 'archived', name: 'Frozen' });
    const response = await patch(call, archived.id, { name: 'Thawed' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: [RECEIPT_MESSAGES.notEditable] });
    expect((await rowOf(archived.id)).budget?.name).toBe('Frozen');
    // Unarchiving is the one change an Archived receipt takes.
    expect((await patch(call, archived.id, { status: 'inactive' })).statusCode).toBe(200);
  });

  it('is refused without the receipts capability', async () => {
    const { client, call } = await receiptClient(t, { receipts: false });
    const receipt = await insertEligibleReceipt(t.db, client.id);
    expect((await patch(call, receipt.id, { name: 'Nope' })).statusCode).toBe(403);
    expect((await patch(call, receipt.id, { status: 'active' })).statusCode).toBe(403);
    const removal = await call({ method: 'DELETE', url: `/v1/admin/receipts/${receipt.id}` });
    expect(removal.statusCode).toBe(403);
  });
});
