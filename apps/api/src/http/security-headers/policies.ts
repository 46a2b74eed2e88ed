import type { ExternalOrigins } from './external-origins.ts';

/** A policy as directive name → sources; an empty list is a directive without sources. */
export type Directives = Record<string, readonly string[]>;

export const serializePolicy = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** What every page shares: nothing loads from elsewhere unless named; no plugins, no <base> tricks. */
const BASE: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'font-src': ["'self'", 'data:'],
  // Item and header images may be any https address (decision 0066); uploads may be on another host.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
};

const union = (...lists: readonly (readonly string[])[]) => [...new Set(lists.flat())];

/**
 * The console, and every response that is not a resident's page or /docs (API answers, assets): MUI's
 * Emotion writes <style> elements at run time, hence 'unsafe-inline' for styles only (decision 0541).
 */
export function consoleDirectives(origins: ExternalOrigins): Directives {
  return {
    ...BASE,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': union(BASE['img-src'] ?? [], origins.uploads, origins.tiles),
    'connect-src': union(["'self'"], origins.geocoder),
    'frame-src': origins.videoFrames,
    'form-action': union(["'self'"], origins.billingForm),
    'frame-ancestors': ["'none'"],
  };
}

/** Third-party scripts a client may switch on for a page (their documented origins). */
export interface PageFeatures {
  metaPixel: boolean;
  googleTranslate: boolean;
}

const META_PIXEL: Directives = {
  'script-src': ['https://connect.facebook.net'],
  'img-src': ['https://www.facebook.com'],
  'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
};

const GOOGLE_TRANSLATE: Directives = {
  'script-src': [
    'https://translate.google.com',
    'https://translate.googleapis.com',
    'https://translate-pa.googleapis.com',
  ],
  'style-src-elem': ['https://www.gstatic.com'],
  'img-src': ['https://www.gstatic.com', 'https://translate.google.com', 'https://translate.googleapis.com'],
  'connect-src': ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
};

const withFeature = (directives: Directives, feature: Directives): Directives =>
  Object.fromEntries(
    Object.entries(directives).map(([name, sources]) => [name, union(sources, feature[name] ?? [])]),
  );

/**
 * A resident's page (simulation, ballot, receipt, meeting): no inline style elements; style attributes
 * stay (rich text keeps text-align, decision 0070). Framed only by the client's allowed origins.
 */
export function publicPageDirectives(
  origins: ExternalOrigins,
  page: { frameAncestors: readonly string[]; features: PageFeatures },
): Directives {
  let directives: Directives = {
    ...BASE,
    'style-src': ["'self'"],
    'style-src-elem': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': union(BASE['img-src'] ?? [], origins.uploads, origins.tiles),
    'connect-src': ["'self'"],
    'frame-src': origins.videoFrames,
    'form-action': ["'self'"],
    'frame-ancestors': page.frameAncestors.length > 0 ? page.frameAncestors : ["'none'"],
  };
  if (page.features.metaPixel) directives = withFeature(directives, META_PIXEL);
  if (page.features.googleTranslate) directives = withFeature(directives, GOOGLE_TRANSLATE);
  return directives;
}

/** Swagger UI at /docs: its own scripts and styles (it sets inline styles), nothing from elsewhere. */
export const DOCS_DIRECTIVES: Directives = {
  ...BASE,
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
