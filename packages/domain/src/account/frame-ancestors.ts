import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, FRAME_ANCESTORS_MAX } from './messages.ts';

/**
 * An entry as stored: the https origin it names (lower case, no trailing slash), or null when it is not
 * exactly one (a path, query, credentials, wildcard or another scheme is refused, not dropped).
 */
export function httpsOriginOf(value: string): string | null {
  const trimmed = value.trim().replace(/\/$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  const onlyOrigin =
    url.protocol === 'https:' &&
    url.pathname === '/' &&
    url.username === '' &&
    url.password === '' &&
    !/[?#*]/.test(trimmed);
  return onlyOrigin ? url.origin : null;
}

/** public_frame_ancestors of PATCH admin/clients/me: each an https origin, at most 20, duplicates once. */
export const ZFrameAncestors = z
  .array(z.string().max(300, { error: M.frameAncestorInvalid }), { error: M.frameAncestorInvalid })
  .transform((entries, ctx) => {
    const origins = entries.map(httpsOriginOf);
    if (origins.some((origin) => origin === null)) {
      ctx.addIssue({ code: 'custom', message: M.frameAncestorInvalid });
      return z.NEVER;
    }
    const unique = [...new Set(origins as string[])];
    if (unique.length > FRAME_ANCESTORS_MAX) {
      ctx.addIssue({ code: 'custom', message: M.frameAncestorsTooMany });
      return z.NEVER;
    }
    return unique;
  });

/** The console's text field: one origin a line; blank lines are ignored. */
export const frameAncestorsFromText = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
