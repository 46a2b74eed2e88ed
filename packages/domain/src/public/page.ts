import { DEFAULT_LOCALE, SIMULATION_LOCALE_CODES, type TSimulationLocale } from '../simulations/constants.ts';
import { MEETING_SCREENS, type TMeetingScreen } from './meeting.ts';

// What the server writes into the public page's HTML before any script runs (docs/decisions 0230-0232):
// the language tags, the bootstrap the page reads, and the sentences shown without JavaScript.

/**
 * The BCP-47 tag of each simulation locale, for `<html lang>` and Intl. Several stored codes are not
 * what they look like: hu-HU is Hmong (hmn, not Hungarian), mi-NZ is Marshallese (mh, not Maori),
 * zh-CHS is Simplified and zh-CN Traditional Chinese (spec 1 "Locales").
 */
export const LOCALE_TAGS: Readonly<Record<TSimulationLocale, string>> = {
  ar: 'ar',
  en_US: 'en-US',
  en_GB: 'en-GB',
  fr: 'fr',
  ht: 'ht',
  'hu-HU': 'hmn',
  'km-KH': 'km-KH',
  'ko-KR': 'ko-KR',
  'mi-NZ': 'mh',
  'pt-BR': 'pt-BR',
  'ru-RU': 'ru-RU',
  'zh-CHS': 'zh-Hans',
  'zh-CN': 'zh-Hant',
  es: 'es',
  vi_VN: 'vi-VN',
  'cy-GB': 'cy-GB',
};

export const isSimulationLocale = (value: string): value is TSimulationLocale =>
  (SIMULATION_LOCALE_CODES as readonly string[]).includes(value);

/** The BCP-47 tag of a stored locale (an unknown one falls back to the default's). */
export const localeTagOf = (locale: string): string =>
  isSimulationLocale(locale) ? LOCALE_TAGS[locale] : LOCALE_TAGS[DEFAULT_LOCALE];

/** Arabic is the one right-to-left simulation language. */
export const directionOf = (locale: string): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The element id of the JSON the server writes into every public page. */
export const PAGE_BOOTSTRAP_ID = 'cp-bootstrap';

/**
 * What a public page shows: a simulation (or prioritization), a taxpayer receipt (decision 0421), or one
 * of a meeting's screens (decision 0480).
 */
export const PAGE_KINDS = ['simulation', 'receipt', 'meeting'] as const;
export type TPageKind = (typeof PAGE_KINDS)[number];

/**
 * What the server tells the page before it fetches anything: which simulation or receipt (and preview
 * token) to ask the public API for, or that it is not available, and in which language to say either.
 */
export interface TPageBootstrap {
  subdomain: string;
  slug: string;
  /** Which page data to fetch (an unavailable page says 'simulation'). */
  kind: TPageKind;
  /** The `?preview=` token as given (the API decides whether it is valid), or null. */
  preview: string | null;
  status: 'ok' | 'unavailable';
  locale: TSimulationLocale;
  /** A meeting's page: which meeting, and which of its screens. */
  meeting?: { id: number; screen: TMeetingScreen };
  /**
   * An available simulation's page: whether it is a prioritization, so the page fetches the ballot's
   * chunk alongside the data instead of after it (decision 0622). Absent when not known.
   */
  pb?: boolean;
}

/**
 * The public API address of a simulation's page data (GET /v1/public/sites/{subdomain}/budgets/{slug}).
 * The page fetches it and the server's HTML preloads it: one function, so the two addresses are the
 * same string and the browser reuses the preloaded answer (decision 0284).
 */
export function publicSimulationPath(subdomain: string, slug: string, preview: string | null): string {
  const seg = encodeURIComponent;
  const query = preview ? `?preview=${seg(preview)}` : '';
  return `/v1/public/sites/${seg(subdomain)}/budgets/${seg(slug)}${query}`;
}

/** The public API address of a taxpayer receipt's page data (GET /v1/public/sites/{subdomain}/receipts/{slug}). */
export function publicReceiptPath(subdomain: string, slug: string, preview: string | null): string {
  const seg = encodeURIComponent;
  const query = preview ? `?preview=${seg(preview)}` : '';
  return `/v1/public/sites/${seg(subdomain)}/receipts/${seg(slug)}${query}`;
}

/** A meeting's public API address: its page data (GET .../meetings/{id}), or under it `/results`, `/events`. */
export function publicMeetingPath(subdomain: string, meetingId: number, part?: 'results' | 'events'): string {
  const base = `/v1/public/sites/${encodeURIComponent(subdomain)}/meetings/${meetingId}`;
  return part ? `${base}/${part}` : base;
}

/** The page data address of a bootstrap: what the page fetches and the server preloads. */
export function publicPageDataPath({ kind, subdomain, slug, preview, meeting }: TPageBootstrap): string {
  if (kind === 'meeting' && meeting)
    return publicMeetingPath(subdomain, meeting.id, meeting.screen === 'public' ? undefined : 'results');
  return (kind === 'receipt' ? publicReceiptPath : publicSimulationPath)(subdomain, slug, preview);
}

const isMeetingRef = (value: unknown): value is TPageBootstrap['meeting'] => {
  const meeting = value as TPageBootstrap['meeting'];
  return (
    typeof meeting === 'object' &&
    meeting !== null &&
    Number.isInteger(meeting.id) &&
    MEETING_SCREENS.includes(meeting.screen)
  );
};

/** Reads the bootstrap the server wrote; null when it is missing or not of this shape. */
export function parsePageBootstrap(text: string | null | undefined): TPageBootstrap | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<TPageBootstrap> | null;
    if (
      !value ||
      // A bootstrap written before receipts has no kind: a simulation.
      (value.kind !== undefined && !PAGE_KINDS.includes(value.kind)) ||
      typeof value.subdomain !== 'string' ||
      typeof value.slug !== 'string' ||
      (value.preview !== null && typeof value.preview !== 'string') ||
      (value.status !== 'ok' && value.status !== 'unavailable') ||
      typeof value.locale !== 'string' ||
      !isSimulationLocale(value.locale) ||
      (value.kind === 'meeting' && !isMeetingRef(value.meeting)) ||
      (value.pb !== undefined && typeof value.pb !== 'boolean')
    )
      return null;
    return { ...value, kind: value.kind ?? 'simulation' } as TPageBootstrap;
  } catch {
    return null;
  }
}

/** Sentences the server writes into the page for browsers without JavaScript (English only). */
export const PAGE_FALLBACK_TEXTS = {
  /** Under the unavailable page's heading (PUBLIC_MESSAGES.notAvailable). */
  notAvailableDetail:
    'It may have ended, or the link may be mistyped. Please check the address you were given.',
  needsJavaScript: 'This budget simulation needs JavaScript. Please enable it in your browser to take part.',
  receiptNeedsJavaScript:
    'This taxpayer receipt needs JavaScript to estimate your taxes. Please enable it in your browser.',
  meetingResultsNeedJavaScript:
    "This meeting's results need JavaScript. Please enable it in your browser to see them.",
} as const;

/** Meta description length (search engines show about this many characters). */
export const PAGE_DESCRIPTION_MAX = 160;
