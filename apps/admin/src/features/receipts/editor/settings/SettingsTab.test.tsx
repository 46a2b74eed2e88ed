import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { user } from '@/test/user.ts';
import {
  INLINE_EDITOR_MESSAGES,
  RECEIPT_MESSAGES,
  SIMULATION_MESSAGES,
  SLUG_MESSAGES,
  type TReceiptView,
} from '@commonpurse/domain';
import { KIT_LABELS, SLUG_LABELS } from '@/editor-kit/labels.ts';
import { renderConsoleAt } from '@/test/console.tsx';
import { makeClient, makeMe } from '@/test/fixtures.ts';
import { desktopViewport, signIn } from '@/test/render.tsx';
import { UPGRADE_LABELS } from '@/ui/UpgradeDialog.tsx';
import { SETTINGS_LABELS as L } from '../labels.ts';
import { makeReceipt, mockReceiptApi, type TReceiptApiOptions } from '@/test/receipt-editor-api.ts';

beforeEach(() => {
  desktopViewport();
  signIn();
});

async function openSettings(receipt: TReceiptView = makeReceipt(), options: TReceiptApiOptions = {}) {
  const api = mockReceiptApi(receipt, options);
  const rendered = renderConsoleAt(`/receipts/${receipt.id}`);
  await screen.findByRole('heading', { name: L.sections.basics });
  const patches = () => api.writes().map((c) => c.body);
  return { ...api, ...rendered, patches };
}

describe('the URL (slug)', () => {
  it('checks the rules as typed, then availability with the server, then saves', async () => {
    const { calls, patches } = await openSettings(makeReceipt({ slug: null }));
    const field = screen.getByRole('textbox', { name: SLUG_LABELS.slug });
    await user.type(field, 'my taxes');
    expect(screen.getByText(SLUG_MESSAGES.noSpaces)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'my/taxes');
    expect(screen.getByText(SLUG_MESSAGES.invalidCharacters)).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'taken');
    await user.tab();
    expect(await screen.findByText(SLUG_MESSAGES.taken)).toBeTruthy();
    expect(patches()).toEqual([]);

    await user.clear(field);
    await user.type(field, 'taxes-2027{Enter}');
    await waitFor(() => expect(patches()).toEqual([{ slug: 'taxes-2027' }]));
    const check = calls.find((c) => c.query.includes('slug=taxes-2027'));
    expect(check?.path).toBe('/v1/admin/validate-subdomain-slug');
    expect(check?.query).toBe('?slug=taxes-2027&tax_receipt_id=5');
  });

  it('says a URL is required once it had one', async () => {
    const { patches } = await openSettings();
    const field = screen.getByRole('textbox', { name: SLUG_LABELS.slug });
    await user.clear(field);
    await user.tab();
    expect(await screen.findByText(SLUG_MESSAGES.required)).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('cannot be set by a trial account, which is offered the upgrade', async () => {
    const trial = makeClient(1, 'City of Riverton');
    trial.capabilities.is_trial = true;
    await openSettings(makeReceipt({ slug: null }), { me: makeMe(trial) });
    expect((screen.getByRole('textbox', { name: SLUG_LABELS.slug }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(SIMULATION_MESSAGES.trialCannotSetUrl)).toBeTruthy();
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: L.upgrade }));
    expect(await screen.findByRole('dialog', { name: UPGRADE_LABELS.title })).toBeTruthy();
  });

  it('is locked once the receipt has been activated, as the server holds it', async () => {
    const activated = makeReceipt({ status: 'inactive', activated_at: '2026-11-01T10:00:00.000Z' });
    await openSettings(activated);
    expect((screen.getByRole('textbox', { name: SLUG_LABELS.slug }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(RECEIPT_MESSAGES.slugLocked)).toBeTruthy();
  });
});

describe('the settings', () => {
  it('saves the language, a text within its limit and a switch, one field each', async () => {
    const { patches } = await openSettings();
    await user.click(screen.getByRole('combobox', { name: L.locale }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toHaveLength(8);
    await user.click(screen.getByRole('option', { name: 'Spanish' }));
    await waitFor(() => expect(patches()).toEqual([{ locale: 'es' }]));

    const description = screen.getByRole('textbox', { name: L.description });
    await user.type(description, 'x'.repeat(101));
    await user.tab();
    expect(screen.getByText(INLINE_EDITOR_MESSAGES.maxLength(100))).toBeTruthy();
    expect(patches()).toHaveLength(1);
    await user.clear(description);
    await user.type(description, 'Your taxes at work');
    await user.tab();
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toEqual({ description: 'Your taxes at work' });

    await user.click(screen.getByRole('switch', { name: L.options.is_tax_total_breakdown_enabled }));
    await waitFor(() => expect(patches()[2]).toEqual({ is_tax_total_breakdown_enabled: true }));
  });

  it('checks the name with the receipt rules', async () => {
    const { patches } = await openSettings();
    const name = screen.getByRole('textbox', { name: L.name });
    await user.clear(name);
    await user.tab();
    expect(screen.getByText('Taxpayer receipt name is required')).toBeTruthy();
    await user.type(name, 'Taxes at work');
    await user.tab();
    await waitFor(() => expect(patches()).toEqual([{ name: 'Taxes at work' }]));
  });

  it('saves the custom pre-footer HTML with its Save button', async () => {
    const { patches } = await openSettings();
    await user.type(screen.getByRole('textbox', { name: L.customPreFooter }), '<p>Thanks</p>');
    expect(patches()).toEqual([]);
    await user.click(screen.getByRole('button', { name: `${KIT_LABELS.save} ${L.customPreFooter}` }));
    await waitFor(() => expect(patches()).toEqual([{ custom_pre_footer_html: '<p>Thanks</p>' }]));
  });

  it('offers feed promotion, the Meta pixel and Google Translate only with their capability', async () => {
    const { unmount } = await openSettings();
    const options = () =>
      within(screen.getByRole('heading', { name: L.sections.integrations }).closest('section')!)
        .getAllByRole('switch')
        .map((s) => s.closest('label')!.textContent);
    // The default client has the feed promotion but neither identifier.
    expect(options()).toEqual([L.options.is_tax_total_breakdown_enabled, L.options.is_polco_feed_promoted]);
    unmount();

    const client = makeClient(1, 'City of Riverton', { polco_feed_promotion: false });
    client.capabilities.meta_pixel = true;
    client.capabilities.google_translate = true;
    await openSettings(makeReceipt(), { me: makeMe(client) });
    expect(options()).toEqual([
      L.options.is_tax_total_breakdown_enabled,
      L.options.use_meta_pixel,
      L.options.use_google_translate,
    ]);
  });
});
