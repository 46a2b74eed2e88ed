import { describe, expect, it } from 'vitest';
import { ALL_CAPABILITIES_ON, capabilitiesOf, type TCapabilitySource } from './capabilities.ts';
import { buildNavigation, NO_SHELL_SETTINGS, type TShellSettings } from './navigation.ts';

const client = (over: Partial<TCapabilitySource> = {}): TCapabilitySource => ({
  ...ALL_CAPABILITIES_ON,
  is_trial: false,
  stripe_id: 'cus_1',
  meta_pixel_id: null,
  google_translate_id: '  ',
  ...over,
});

const BILLING_URL = 'https://accounts.commonpurse.example/billing';

const nav = (
  over: Partial<TCapabilitySource> = {},
  isImpersonating = false,
  settings: TShellSettings = { billingUrl: BILLING_URL, helpVideoUrls: {} },
) =>
  buildNavigation({
    capabilities: capabilitiesOf(client(over)),
    companyName: 'Riverton',
    isSuperadmin: false,
    isImpersonating,
    settings,
  });

describe('capabilitiesOf', () => {
  it('derives the identifier-based flags', () => {
    const caps = capabilitiesOf(client());
    expect(caps.has_subscription).toBe(true);
    expect(caps.meta_pixel).toBe(false);
    expect(caps.google_translate).toBe(false);
    expect(capabilitiesOf(client({ stripe_id: null, meta_pixel_id: '123' })).meta_pixel).toBe(true);
    expect(capabilitiesOf(client({ stripe_id: null })).has_subscription).toBe(false);
  });
});

describe('buildNavigation', () => {
  const labels = (n: ReturnType<typeof nav>) => n.menuItems.map((i) => i.label);

  it('lists the drawer entries of the spec in order, Prioritize only with the PB capability', () => {
    expect(labels(nav())).toEqual([
      'Dashboard',
      'Simulate',
      'Prioritize',
      'Analytics',
      'Meetings',
      'Taxpayer Receipts',
      'Resources',
    ]);
    expect(labels(nav({ is_pb_enabled: false }))).not.toContain('Prioritize');
  });

  it('locks entries whose capability is missing and then offers the upgrade box', () => {
    const full = nav();
    expect(full.menuItems.filter((i) => i.locked)).toEqual([]);
    expect(full.adminInformation.showUpgradeBox).toBe(false);
    const limited = nav({ is_meeting_mode_enabled: false, receipts: false });
    expect(limited.menuItems.filter((i) => i.locked).map((i) => i.label)).toEqual([
      'Meetings',
      'Taxpayer Receipts',
    ]);
    expect(limited.adminInformation.showUpgradeBox).toBe(true);
    expect(nav({ is_trial: true }).adminInformation.showUpgradeBox).toBe(true);
  });

  it('offers Billing, to the billing endpoint, only with a subscription and an endpoint', () => {
    const billing = (n: ReturnType<typeof nav>) => n.headerItems.filter((h) => h.kind === 'billing');
    expect(billing(nav())).toEqual([{ kind: 'billing', label: 'Billing', href: BILLING_URL }]);
    expect(billing(nav({ stripe_id: null }))).toEqual([]);
    expect(billing(nav({}, false, NO_SHELL_SETTINGS))).toEqual([]);
    // An impersonation token is never handed to the billing endpoint.
    expect(billing(nav({}, true))).toEqual([]);
  });

  it('carries the configured help videos, none by default', () => {
    const video = 'https://www.youtube-nocookie.com/embed/abc';
    const settings = { billingUrl: null, helpVideoUrls: { analytics: video } };
    expect(nav({}, false, settings).helpVideos).toEqual({ analytics: video });
    expect(
      buildNavigation({
        capabilities: capabilitiesOf(client()),
        companyName: 'Riverton',
        isSuperadmin: false,
        isImpersonating: false,
      }).helpVideos,
    ).toEqual({});
  });

  it('turns the new-style navigation off while impersonating', () => {
    expect(nav().adminInformation.useNewNavigation).toBe(true);
    expect(nav({}, true).adminInformation).toMatchObject({ useNewNavigation: false, isImpersonating: true });
  });
});

describe('the Audit Trail entry', () => {
  const auditEntry = (isSuperadmin: boolean, isImpersonating: boolean) =>
    buildNavigation({
      capabilities: capabilitiesOf(client()),
      companyName: 'Riverton',
      isSuperadmin,
      isImpersonating,
    }).menuItems.find((item) => item.to === '/audit');

  it('is offered to a superadmin only, and not through an impersonation', () => {
    expect(auditEntry(true, false)).toEqual({ label: 'Audit Trail', icon: 'audit', to: '/audit' });
    expect(auditEntry(false, false)).toBeUndefined();
    expect(auditEntry(true, true)).toBeUndefined();
  });
});
