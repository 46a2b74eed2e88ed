import { z } from 'zod';
import { IMAGE_EXTENSIONS, SIMULATION_LIMITS } from '../simulations/constants.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/**
 * The client's logo (spec 2 sections 5 and 9): png, jpg, jpeg or gif, "under 20 MB" (20 MiB, as a header
 * image): a file of exactly 20 MiB is refused, so the largest taken is one byte less (decision 0490).
 */
export const LOGO_LIMITS = {
  extensions: IMAGE_EXTENSIONS,
  maxBytes: SIMULATION_LIMITS.headerImageMaxBytes - 1,
  linkMax: 2048,
} as const;

/** The multipart field of POST admin/clients/me/logo. */
export const LOGO_FIELD = 'logo_file';

/** What the file picker offers (the server judges the content, not the name). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The logo's outbound link as stored: 'http://' added when it lacks a scheme; blank is no link. */
export function normalizeOutboundLink(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return HAS_SCHEME.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Whether a (normalized) link is an http(s) address a browser can open. */
export function isWebAddress(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** logo_outbound_link of PATCH admin/clients/me: normalized, then an http(s) address, or null. */
export const ZOutboundLink = z
  .string()
  .max(LOGO_LIMITS.linkMax, { error: M.logoLinkInvalid })
  .nullable()
  .transform((value) => (value === null ? null : normalizeOutboundLink(value)))
  .refine((link) => link === null || isWebAddress(link), { error: M.logoLinkInvalid });
