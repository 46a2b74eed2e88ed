import type { AppConfig } from '../../config.ts';
import { VIDEO_HOSTS } from '../../lib/rich-text.ts';

/** The origins outside this server that the front ends load from, each a CSP host-source. */
export interface ExternalOrigins {
  /** Map tiles (VITE_MAP_TILE_URL): images on both sites. */
  tiles: string[];
  /** The Map tab's place search (VITE_MAP_GEOCODER_URL): fetched by the console. */
  geocoder: string[];
  /** Uploaded files: absolute URLs under APP_BASE_URL (a client's host may not share it), or S3's. */
  uploads: string[];
  /** Video players rich text may embed (the sanitizer's hosts) and the help dialogs' videos. */
  videoFrames: string[];
  /** Where the console's Billing entry posts its form (BILLING_URL). */
  billingForm: string[];
}

const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/;

/**
 * The origin of an absolute http(s) URL or tile template as a host-source ('{s}.' subdomains become
 * '*.'); null for a relative address, which 'self' covers, or anything that is not one.
 */
export function hostSourceOf(address: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(address.trim());
  if (!match?.[1]) return null;
  const source = match[1].toLowerCase().replace(/\{s\}\./g, '*.');
  return HOST_SOURCE.test(source) ? source : null;
}

const sourcesOf = (addresses: readonly string[]) => [
  ...new Set(addresses.map(hostSourceOf).filter((source): source is string => source !== null)),
];

export function externalOriginsOf(
  config: Pick<
    AppConfig,
    'mapTileUrl' | 'mapGeocoderUrl' | 'appBaseUrl' | 'helpVideoUrls' | 'billingUrl' | 's3'
  >,
): ExternalOrigins {
  return {
    tiles: sourcesOf([config.mapTileUrl]),
    geocoder: sourcesOf([config.mapGeocoderUrl]),
    uploads: sourcesOf([config.appBaseUrl, ...(config.s3 ? [config.s3.publicUrl] : [])]),
    videoFrames: sourcesOf([
      ...VIDEO_HOSTS.map((host) => `https://${host}`),
      ...Object.values(config.helpVideoUrls),
    ]),
    billingForm: sourcesOf(config.billingUrl ? [config.billingUrl] : []),
  };
}
