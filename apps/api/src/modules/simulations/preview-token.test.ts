import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverSettings } from '@commonpurse/db';
import { useTestApp } from '../../test/helper.ts';
import { PreviewTokens } from './preview-token.ts';

const t = useTestApp();

describe('preview tokens', () => {
  // Stored at start-up, not by the first request that signs: were that a write that is rolled back, the
  // process would sign with a secret no other process, and no restart, ever sees.
  it('take a secret stored when the server starts, before any request', async () => {
    const stored = await t.db
      .select({ value: serverSettings.value })
      .from(serverSettings)
      .where(eq(serverSettings.key, 'preview_secret'));
    expect(stored).toHaveLength(1);
  });

  it('are 22 URL-safe characters, stable for an id and different between ids', async () => {
    const tokens = t.app.previewTokens;
    const first = await tokens.tokenFor(1);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await tokens.tokenFor(1)).toBe(first);
    expect(await tokens.tokenFor(2)).not.toBe(first);
  });

  it('share one secret across processes, created once', async () => {
    const [a, b] = [new PreviewTokens(t.db), new PreviewTokens(t.db)];
    const [fromA, fromB] = await Promise.all([a.tokenFor(42), b.tokenFor(42)]);
    expect(fromA).toBe(fromB);
    expect(fromA).toBe(await t.app.previewTokens.tokenFor(42));
  });

  it('verify only the token of that id', async () => {
    const tokens = t.app.previewTokens;
    const token = await tokens.tokenFor(7);
    expect(await tokens.verifyPreviewToken(7, token)).toBe(true);
    expect(await tokens.verifyPreviewToken(8, token)).toBe(false);
    expect(await tokens.verifyPreviewToken(7, `${token.slice(0, -1)}x`)).toBe(token.endsWith('x'));
    expect(await tokens.verifyPreviewToken(7, '')).toBe(false);
  });

  it('are the token of the preview_url the list answers', async () => {
    const { data } = (
      await t.injectAs(t.users.demoAdmin, {
        method: 'POST',
        url: '/v1/admin/budgets',
        payload: { name: 'Preview me', locale: 'en_US' },
      })
    ).json();
    await t.injectAs(t.users.demoAdmin, {
      method: 'PATCH',
      url: `/v1/admin/budgets/${data.id}`,
      payload: { slug: `preview-${data.id}` },
    });
    const { data: view } = (
      await t.injectAs(t.users.demoAdmin, { method: 'GET', url: `/v1/admin/budgets/${data.id}` })
    ).json();
    const token = new URL(view.preview_url).searchParams.get('preview') ?? '';
    expect(await t.app.previewTokens.verifyPreviewToken(data.id, token)).toBe(true);
    expect(view.public_url).toBe(`http://demo.commonpurse.test/preview-${data.id}`);
  });
});
