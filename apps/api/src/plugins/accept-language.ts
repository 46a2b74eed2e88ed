import { SIMULATION_LOCALE_CODES, type TSimulationLocale } from '@commonpurse/domain';
import { LOCALE_TAGS } from '@commonpurse/domain/public';

/** Ranges read from one header: a browser sends a handful; anything longer is not a browser's. */
const MAX_RANGES = 20;

// Compared as maximized locales (language, script, region), so zh-TW finds Traditional Chinese,
// zh-SG Simplified, and "hu" (Hungarian) never finds Hmong, whose stored code happens to be hu-HU.
const CANDIDATES = SIMULATION_LOCALE_CODES.map((code) => ({
  code,
  locale: new Intl.Locale(LOCALE_TAGS[code]).maximize(),
}));

function maximized(range: string): Intl.Locale | null {
  try {
    return new Intl.Locale(range).maximize();
  } catch {
    return null;
  }
}

/**
 * The simulation locale an Accept-Language header prefers, or null when it names none of them. Ranges
 * are tried by quality (ties in header order); within a language and script the same region wins,
 * else the first such locale of the console's list (en_US before en_GB).
 */
export function negotiateLocale(header: string | undefined): TSimulationLocale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .slice(0, MAX_RANGES)
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { range: range.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && r.range !== '' && r.range !== '*')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of ranges) {
    const wanted = maximized(range);
    if (!wanted) continue;
    const same = CANDIDATES.filter(
      (c) => c.locale.language === wanted.language && c.locale.script === wanted.script,
    );
    const best = same.find((c) => c.locale.region === wanted.region) ?? same[0];
    if (best) return best.code;
  }
  return null;
}
