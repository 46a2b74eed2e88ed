/**
 * Redirect URL clean-up (spec 1 section 5): spaces and characters outside the URL set are removed, and
 * 'https://' is prefixed when the address does not start with http. Braces stay for {USER_ID}.
 */
export function cleanRedirectUrl(raw: string): string {
  const cleaned = raw.replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%{}]/g, '');
  if (cleaned === '') return '';
  return /^http/i.test(cleaned) ? cleaned : `https://${cleaned}`;
}

export const USER_ID_PLACEHOLDER = '{USER_ID}';

/** Adjustment (and other numeric inputs): everything but digits, '.' and '-' is stripped. */
export function stripNonNumeric(raw: string): string {
  return raw.replace(/[^0-9.-]/g, '');
}

/** The number a stripped numeric input holds, or null when it holds none. */
export function parseNumeric(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const stripped = stripNonNumeric(raw);
  if (stripped === '' || stripped === '-' || stripped === '.') return null;
  const value = Number(stripped);
  return Number.isFinite(value) ? value : null;
}

/** What a typed amount may hold besides its number: currency signs, grouping commas and spaces. */
const AMOUNT_DECORATION = /[$€£¥,\s]/g;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * A numeric field as the server reads it: the number once currency signs and grouping commas are
 * dropped ("$2,500,000"), null when empty, NaN for anything else ("NaN", "Infinity", "1e999", "12abc")
 * so the schema refuses it instead of storing nothing.
 */
export function numericInput(raw: string | number | null): number | null {
  if (raw === null) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : Number.NaN;
  const cleaned = raw.replace(AMOUNT_DECORATION, '');
  if (cleaned === '') return null;
  const value = DECIMAL.test(cleaned) ? Number(cleaned) : Number.NaN;
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Map height: 300-1200; below 300 or absent falls back to 500 (spec 1 section 5). */
export function normalizeMapHeight(height: number | null | undefined): number {
  if (height === null || height === undefined || !Number.isFinite(height) || height < 300) return 500;
  return Math.min(1200, Math.round(height));
}
