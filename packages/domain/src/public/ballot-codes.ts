// Receipt and voter codes: 8 characters of Crockford's base32 (no I, L, O, U, so nothing is misread),
// shown and stored as XXXX-XXXX. Residents may type them in any case, with spaces or dashes, and with
// the letters Crockford reads as digits (I and L as 1, O as 0).

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of a code without its dash. */
export const CODE_CHARACTERS = 8;

/** XXXXXXXX as XXXX-XXXX. */
export const formatCode = (raw: string) => `${raw.slice(0, 4)}-${raw.slice(4)}`;

/** A typed code in its stored form, or null when it cannot be one. */
export function normalizeCode(typed: string): string | null {
  const raw = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (raw.length !== CODE_CHARACTERS || [...raw].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return formatCode(raw);
}
