import { describe, expect, it } from 'vitest';
import { ALL_CAPABILITIES_ON, capabilitiesOf, type TCapabilitySource } from './capabilities.ts';
import { buildNavigation } from './navigation.ts';

const client = (over: Partial<TCapabilitySource> = {}): TCapabilitySource => ({
  ...ALL_CAPABILITIES_ON,
  is_trial: false,
  stripe_id: 'cus_1',
  meta_pixel_id: null,
  google_translate_id: '  ',
  ...over,
});

const nav = (over: Partial<TCapabilitySource> = {}, isImpersonating = false) =>
  buildNavigation({
    capabilities: capabilitiesOf(client(over)),
    companyName: 'Riverton',
    isSuperadmin: false,
    isImpersonating,
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

  it('offers Billing only with a subscription', () => {
    expect(nav().headerItems.map((h) => h.label)).toContain('Billing');
    expect(nav({ stripe_id: null }).headerItems.map((h) => h.label)).not.toContain('Billing');
  });

  it('turns the new-style navigation off while impersonating', () => {
    expect(nav().adminInformation.useNewNavigation).toBe(true);
    expect(nav({}, true).adminInformation).toMatchObject({ useNewNavigation: false, isImpersonating: true });
  });
});
