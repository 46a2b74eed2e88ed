import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';

const BILLING_URL = 'https://accounts.commonpurse.example/billing';
const VIDEO = 'https://www.youtube-nocookie.com/embed/abc';

const t = useTestApp({ env: { BILLING_URL, HELP_VIDEO_URLS: `simulation=${VIDEO}` } });

const navigationOf = async (user: typeof t.users.demoAdmin) => {
  const response = await t.injectAs(user, { method: 'GET', url: '/v1/users/me?include=navigation' });
  expect(response.statusCode).toBe(200);
  return response.json().data.navigation;
};

describe('GET /v1/users/me navigation with BILLING_URL and HELP_VIDEO_URLS', () => {
  it('gives a subscribed client the Billing entry to the billing endpoint, and the help videos', async () => {
    const navigation = await navigationOf(t.users.demoAdmin);
    expect(navigation.headerItems).toContainEqual({ kind: 'billing', label: 'Billing', href: BILLING_URL });
    expect(navigation.helpVideos).toEqual({ simulation: VIDEO });
  });

  it('gives a client without a subscription no Billing entry', async () => {
    const navigation = await navigationOf(t.users.trialAdmin);
    expect(navigation.headerItems.map((item: { kind: string }) => item.kind)).not.toContain('billing');
    expect(navigation.helpVideos).toEqual({ simulation: VIDEO });
  });
});
