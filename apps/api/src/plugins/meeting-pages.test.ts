import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { budgets } from '@commonpurse/db';
import { PAGE_FALLBACK_TEXTS, parsePageBootstrap } from '@commonpurse/domain/public';
import { insertMeeting, meetingOnServices } from '../modules/public/meeting-fixtures.ts';
import { useTestApp } from '../test/helper.ts';
import { meetingAddressOf } from './public-pages.ts';

const PUBLIC_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Commonpurse</title>
    <script type="module" crossorigin src="/_public/assets/index-def456.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const root = await mkdtemp(join(tmpdir(), 'cp-meeting-pages-'));
await mkdir(join(root, 'public'), { recursive: true });
await writeFile(join(root, 'public', 'index.html'), PUBLIC_INDEX);
const t = useTestApp({ staticSites: { adminDist: null, publicDist: join(root, 'public') } });
afterAll(() => rm(root, { recursive: true, force: true }));

const onHost = (subdomain: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: `${subdomain}.commonpurse.test` } });
const bootstrapOf = (html: string) =>
  parsePageBootstrap(/<script type="application\/json" id="cp-bootstrap">([^<]*)<\/script>/.exec(html)?.[1]);

describe('meetingAddressOf', () => {
  it.each([
    [['7'], { id: 7, screen: 'public' }],
    [['7', 'facilitator'], { id: 7, screen: 'facilitator' }],
    [['7', 'results'], { id: 7, screen: 'results' }],
    [['7', 'public'], null],
    [['7', 'results', 'x'], null],
    [['07'], null],
    [['seven'], null],
    [[], null],
  ])('reads %j as %j', (segments, expected) => {
    expect(meetingAddressOf(segments)).toEqual(expected);
  });
});

describe("a meeting's pages", () => {
  it('serve its public view, facilitator screen and results on the host and path forms, never indexed', async () => {
    const f = await meetingOnServices(t, { budget: { locale: 'es' } });
    const id = f.meeting.id;
    const sub = f.client.subdomain;
    for (const [url, screen] of [
      [`/meetings/${id}`, 'public'],
      [`/meetings/${id}/facilitator`, 'facilitator'],
      [`/s/${sub}/meetings/${id}/results`, 'results'],
    ] as const) {
      const response = await onHost(sub, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<html lang="es" dir="ltr">`);
      expect(response.body).toContain(`<title>Town hall, ward 3 — ${f.client.name}</title>`);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(bootstrapOf(response.body)).toEqual({
        subdomain: sub,
        slug: f.budget.slug,
        kind: 'meeting',
        preview: null,
        status: 'ok',
        locale: 'es',
        meeting: { id, screen },
      });
      const data = screen === 'public' ? '' : '/results';
      expect(response.body).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="/v1/public/sites/${sub}/meetings/${id}${data}" />`,
      );
      // Only the residents' view is a page to share.
      expect(response.body.includes('og:url'), url).toBe(screen === 'public');
    }
    expect((await onHost(sub, `/meetings/${id}/facilitator`)).body).toContain(
      PAGE_FALLBACK_TEXTS.meetingResultsNeedJavaScript.replaceAll("'", '&#39;'),
    );
  });

  it('are the not-available page for another client, an unknown screen, or a closed meeting', async () => {
    const f = await meetingOnServices(t, { budget: { locale: 'fr' } });
    const other = await insertMeeting(t, await meetingOnServices(t));
    const unavailable = async (url: string) => {
      const response = await onHost(f.client.subdomain, url);
      expect(response.statusCode, url).toBe(404);
      return bootstrapOf(response.body);
    };
    expect(await unavailable(`/meetings/${other.id}`)).toMatchObject({ status: 'unavailable' });
    expect(await unavailable(`/meetings/${f.meeting.id}/projector`)).toMatchObject({ status: 'unavailable' });
    await t.db.update(budgets).set({ status: 'inactive' }).where(eq(budgets.id, f.budget.id));
    // In the simulation's language; the figures stay readable.
    expect(await unavailable(`/meetings/${f.meeting.id}`)).toMatchObject({
      status: 'unavailable',
      locale: 'fr',
    });
    expect((await onHost(f.client.subdomain, `/meetings/${f.meeting.id}/results`)).statusCode).toBe(200);
  });
});
