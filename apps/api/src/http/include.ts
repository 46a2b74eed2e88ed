import { z } from 'zod';

/**
 * `include=a,b.c` as a list of known names; an unknown name is a 422 on `include` (strict, so a typo is
 * noticed rather than silently ignored).
 */
export function ZIncludeList<const T extends readonly [string, ...string[]]>(allowed: T) {
  return z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(allowed, { error: `Supported includes: ${allowed.join(', ')}` })));
}
