import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, slugProblem, type TSimulationLocale } from '@commonpurse/domain';
import {
  directionOf,
  localeTagOf,
  PAGE_DESCRIPTION_MAX,
  PAGE_FALLBACK_TEXTS,
  MEETING_SCREENS,
  PUBLIC_MESSAGES,
  type TMeetingScreen,
  type TPageBootstrap,
  type TPageKind,
} from '@commonpurse/domain/public';
import { API_MESSAGES } from '../http/messages.ts';
import { plainTextOf } from '../lib/rich-text.ts';
import { findPublicSite, latestActiveSlug, type PublicSite } from '../modules/public/lookup.ts';
import {
  findPublicMeeting,
  meetingLocale,
  type PublicMeetingSite,
} from '../modules/public/meeting-lookup.ts';
import { localeAtSlug } from '../modules/public/page-locale.ts';
import { findPublicReceipt, type PublicReceiptSite } from '../modules/public/receipt-lookup.ts';
import { receiptLocaleOf } from '../modules/public/receipt-view.ts';
import { negotiateLocale } from './accept-language.ts';
import { publicPageTemplate, type PageHead } from './public-page-template.ts';
import { isApiPath, PUBLIC_ASSETS_PREFIX, publicSubdomainOf } from './site-hosts.ts';

/** The path form, on any host (no DNS needed): /s/{subdomain}/{slug}. */
export const PATH_FORM_PREFIX = '/s/';

const SUBDOMAIN = /^[a-z0-9-]{1,63}$/i;
/** Preview tokens are base64url HMACs; anything else is no token (and never reaches a query). */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/** Where a page was asked for: the host form ({subdomain}.{host}/{slug}) or the path form. */
interface PageAddress {
  subdomain: string;
  /** The path's slug segment as given ('' for the site's root). */
  slug: string;
  /** The path of a page in the same form (the redirect target, og:url). */
  pathFor(subdomain: string, slug: string): string;
}

const hostForm = (subdomain: string, slug: string): PageAddress => ({
  subdomain,
  slug,
  pathFor: (_subdomain, s) => `/${encodeURIComponent(s)}`,
});

const pathForm = (subdomain: string, slug: string): PageAddress => ({
  subdomain,
  slug,
  pathFor: (sub, s) => `${PATH_FORM_PREFIX}${encodeURIComponent(sub)}/${encodeURIComponent(s)}`,
});

const pathOf = (url: string) => url.split('?')[0] ?? '/';
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};

function previewTokenOf(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.preview;
  const token = Array.isArray(value) ? value[0] : value;
  return typeof token === 'string' && PREVIEW_TOKEN.test(token) ? token : null;
}

/** The first segment of a path, decoded; null when it is not percent-decodable. */
function firstSegment(path: string): string | null {
  try {
    return decodeURIComponent(path.split('/')[1] ?? '');
  } catch {
    return null;
  }
}

/** About `max` characters of text, cut at a word when one ends near, with an ellipsis. */
export function shorten(text: string, max = PAGE_DESCRIPTION_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function absoluteHttpUrl(value: string | null, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** What the head of an available page is made of (a simulation's or a receipt's). */
interface AvailablePage {
  kind: TPageKind;
  name: string;
  clientName: string;
  subdomain: string;
  slug: string;
  locale: TSimulationLocale;
  /** Plain text for the description and share card ('' for none: the title serves). */
  summary: string;
  imageUrl: string | null;
  preview: boolean;
  /** A simulation's: whether it is a prioritization (the page then fetches the ballot's chunk at once). */
  pb?: boolean;
}

function availableHead(
  page: AvailablePage,
  address: PageAddress,
  origin: string,
  preview: string | null,
): PageHead {
  const title = `${page.name} — ${page.clientName}`;
  return {
    lang: localeTagOf(page.locale),
    dir: directionOf(page.locale),
    title,
    share: {
      description: shorten(page.summary || title),
      url: `${origin}${address.pathFor(page.subdomain, page.slug)}`,
      image: absoluteHttpUrl(page.imageUrl, origin),
    },
    noindex: page.preview,
    bootstrap: {
      subdomain: page.subdomain,
      slug: page.slug,
      kind: page.kind,
      preview,
      status: 'ok',
      locale: page.locale,
      ...(page.pb === undefined ? {} : { pb: page.pb }),
    },
    fallback: {
      heading: page.name,
      sentences: [
        page.kind === 'receipt'
          ? PAGE_FALLBACK_TEXTS.receiptNeedsJavaScript
          : PAGE_FALLBACK_TEXTS.needsJavaScript,
      ],
    },
  };
}

const simulationPage = ({ budget, client, preview }: PublicSite, address: PageAddress): AvailablePage => ({
  kind: 'simulation',
  name: budget.name,
  clientName: client.name,
  subdomain: client.subdomain,
  slug: budget.slug ?? address.slug,
  locale: budget.locale,
  summary: plainTextOf(budget.entry_screen_introduction_text ?? ''),
  imageUrl: budget.header_image_url,
  preview,
  pb: budget.is_pb,
});

/** A receipt's description (plain text), else its about text, tells what the shared page is. */
const receiptPage = (site: PublicReceiptSite, address: PageAddress): AvailablePage => ({
  kind: 'receipt',
  name: site.budget.name,
  clientName: site.client.name,
  subdomain: site.client.subdomain,
  slug: site.budget.slug ?? address.slug,
  locale: receiptLocaleOf(site.budget.locale),
  summary: (site.budget.description ?? '').trim() || plainTextOf(site.receipt.about ?? ''),
  imageUrl: site.budget.header_image_url,
  preview: site.preview,
});

/** Whose page a response is: its client and simulation (or receipt, or meeting's simulation). */
type PageSite = Pick<PublicSite, 'client' | 'budget'>;

/** The first path segment of a meeting's address: {base}/meetings/{id}[/facilitator|/results]. */
const MEETINGS_SEGMENT = 'meetings';
const MEETING_ID = /^[1-9]\d{0,9}$/;

/** The meeting and screen a path's segments after `meetings` name ({id}, {id}/facilitator, {id}/results). */
export function meetingAddressOf(segments: readonly string[]): { id: number; screen: TMeetingScreen } | null {
  const [id, part, ...rest] = segments;
  if (!id || !MEETING_ID.test(id) || rest.length > 0) return null;
  if (part === undefined) return { id: Number(id), screen: 'public' };
  const screen = MEETING_SCREENS.find((s) => s !== 'public' && s === part);
  return screen ? { id: Number(id), screen } : null;
}

/** A meeting's page: its name; a share card for its public view only; never indexed (decision 0480). */
function meetingHead(site: PublicMeetingSite, screen: TMeetingScreen, url: string): PageHead {
  const { meeting, budget, client } = site;
  const title = `${meeting.name} — ${client.name}`;
  const residents = screen === 'public';
  return {
    lang: localeTagOf(budget.locale),
    dir: directionOf(budget.locale),
    title,
    share: residents
      ? {
          description: shorten(plainTextOf(budget.entry_screen_introduction_text ?? '') || title),
          url,
          image: absoluteHttpUrl(budget.header_image_url, new URL(url).origin),
        }
      : null,
    noindex: true,
    bootstrap: {
      subdomain: client.subdomain,
      slug: budget.slug ?? '',
      kind: 'meeting',
      preview: null,
      status: 'ok',
      locale: budget.locale,
      meeting: { id: meeting.id, screen },
    },
    fallback: {
      heading: meeting.name,
      sentences: [
        residents ? PAGE_FALLBACK_TEXTS.needsJavaScript : PAGE_FALLBACK_TEXTS.meetingResultsNeedJavaScript,
      ],
    },
  };
}

function unavailableHead(address: PageAddress, locale: TSimulationLocale, preview: string | null): PageHead {
  const bootstrap: TPageBootstrap = {
    subdomain: SUBDOMAIN.test(address.subdomain) ? address.subdomain.toLowerCase() : '',
    slug: slugProblem(address.slug) === null ? address.slug : '',
    kind: 'simulation',
    preview,
    status: 'unavailable',
    locale,
  };
  return {
    lang: localeTagOf(locale),
    dir: directionOf(locale),
    title: PUBLIC_MESSAGES.notAvailable,
    share: null,
    noindex: true,
    bootstrap,
    fallback: { heading: PUBLIC_MESSAGES.notAvailable, sentences: [PAGE_FALLBACK_TEXTS.notAvailableDetail] },
  };
}

/**
 * The residents' pages: `{subdomain}.{PUBLIC_BASE_HOST}/{slug}` and, on any host, `/s/{subdomain}/{slug}`
 * (decision 0230). Each is the public build's index.html with the simulation's (or the taxpayer
 * receipt's, decision 0421) language, title, description and share tags written in, and a bootstrap
 * telling the page what to fetch (0232).
 * Unavailable simulations get the same page with a 404 and status 'unavailable' (0231). A client's
 * host serves nothing else of the console: only these pages, /_public/ assets and the API.
 */
export const publicPagesPlugin = fp<{ publicDist: string | null }>(
  async (app, { publicDist }) => {
    const template = publicDist ? publicPageTemplate(publicDist) : null;

    /** `site`: whose page it is (its framing and third-party origins); null for an unavailable page. */
    const sendHtml = (reply: FastifyReply, status: number, html: string, site: PageSite | null) => {
      app.setPublicPageHeaders(reply, site);
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    };

    /** The simulation at the address, else the taxpayer receipt there (its preview: {slug}/preview). */
    async function availablePage(address: PageAddress, preview: string | null) {
      const { subdomain, slug } = address;
      const site = await findPublicSite(app.db, app.previewTokens, subdomain, slug, preview);
      if (site) return { head: simulationPage(site, address), site };
      const receipt = await findPublicReceipt(app.db, app.previewTokens, subdomain, slug, preview);
      return receipt ? { head: receiptPage(receipt, address), site: receipt } : null;
    }

    async function page(request: FastifyRequest, reply: FastifyReply, address: PageAddress) {
      if (!template) return reply.code(404).send({ message: API_MESSAGES.notFound });
      const preview = previewTokenOf(request);
      const valid = SUBDOMAIN.test(address.subdomain) && slugProblem(address.slug) === null;
      const available = valid ? await availablePage(address, preview) : null;
      const render = (await template()).render;
      if (available) {
        const origin = `${request.protocol}://${request.host}`;
        const head = availableHead(available.head, address, origin, preview);
        return sendHtml(reply, 200, render(head), available.site);
      }
      const locale =
        (valid ? await localeAtSlug(app.db, address.subdomain, address.slug) : null) ??
        negotiateLocale(request.headers['accept-language']) ??
        DEFAULT_LOCALE;
      return sendHtml(reply, 404, render(unavailableHead(address, locale, preview)), null);
    }

    /** {base}/meetings/{id}[/facilitator|/results]: `segments` are the path's after `meetings`. */
    async function meetingPage(
      request: FastifyRequest,
      reply: FastifyReply,
      address: PageAddress,
      segments: readonly string[],
    ) {
      if (!template) return reply.code(404).send({ message: API_MESSAGES.notFound });
      const render = (await template()).render;
      const named = SUBDOMAIN.test(address.subdomain) ? meetingAddressOf(segments) : null;
      const site = named && (await findPublicMeeting(app.db, address.subdomain, named.id, named.screen));
      if (named && site) {
        const url = `${request.protocol}://${request.host}${pathOf(request.url)}`;
        return sendHtml(reply, 200, render(meetingHead(site, named.screen, url)), site);
      }
      const locale =
        (named ? await meetingLocale(app.db, address.subdomain, named.id) : null) ??
        negotiateLocale(request.headers['accept-language']) ??
        DEFAULT_LOCALE;
      return sendHtml(reply, 404, render(unavailableHead(address, locale, null)), null);
    }

    /** A site's root forwards to its most recently activated simulation (spec 1). */
    async function root(request: FastifyRequest, reply: FastifyReply, address: PageAddress) {
      const slug = SUBDOMAIN.test(address.subdomain)
        ? await latestActiveSlug(app.db, address.subdomain)
        : null;
      if (slug === null) return page(request, reply, address);
      return reply
        .header('cache-control', 'no-cache')
        .redirect(`${address.pathFor(address.subdomain, slug)}${queryOf(request.url)}`, 302);
    }

    // The host form: on a client's host every GET outside the API and the assets is one of its pages.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const subdomain = publicSubdomainOf(request.host, app.config.publicBaseHost);
      if (subdomain === null) return;
      const path = pathOf(request.url);
      if (isApiPath(path) || path.startsWith(PUBLIC_ASSETS_PREFIX) || path.startsWith(PATH_FORM_PREFIX))
        return;
      const slug = firstSegment(path);
      if (slug === '') return root(request, reply, hostForm(subdomain, ''));
      const segments = path.split('/').filter(Boolean);
      if (slug === MEETINGS_SEGMENT && segments.length > 1)
        return meetingPage(request, reply, hostForm(subdomain, slug), segments.slice(1));
      // A file name (favicon.ico, a console asset) is not a page, and the console is not served here.
      if (slug === null || path.includes('.'))
        return reply.code(404).send({ message: API_MESSAGES.notFound });
      return page(request, reply, hostForm(subdomain, slug));
    });

    const hidden = { schema: { hide: true } };
    app.get<{ Params: { subdomain: string } }>('/s/:subdomain', hidden, (request, reply) =>
      root(request, reply, pathForm(request.params.subdomain, '')),
    );
    app.get<{ Params: { subdomain: string; '*': string } }>('/s/:subdomain/*', hidden, (request, reply) => {
      const segments = request.params['*'].split('/');
      const slug = segments[0] ?? '';
      const address = pathForm(request.params.subdomain, slug);
      if (slug === MEETINGS_SEGMENT && segments.length > 1)
        return meetingPage(request, reply, address, segments.slice(1).filter(Boolean));
      return slug === '' ? root(request, reply, address) : page(request, reply, address);
    });
  },
  { name: 'public-pages', dependencies: ['config', 'database', 'preview-tokens'] },
);
