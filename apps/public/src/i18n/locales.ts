import type { TSimulationLocale } from '@commonpurse/domain';
import { directionOf, localeTagOf } from '@commonpurse/domain/public';

export interface TPageLocale {
  /** BCP 47 tag for <html lang>, Intl and react-intl. */
  tag: string;
  /** The file under ./messages holding the page's words in this language. */
  file: string;
  dir: 'ltr' | 'rtl';
}

/** The file under ./messages holding each simulation language's words (tags and direction: the domain's). */
const CATALOG_FILES: Record<TSimulationLocale, string> = {
  ar: 'ar',
  en_US: 'en',
  en_GB: 'en-GB',
  fr: 'fr',
  ht: 'ht',
  'hu-HU': 'hmn',
  'km-KH': 'km',
  'ko-KR': 'ko',
  'mi-NZ': 'mh',
  'pt-BR': 'pt-BR',
  'ru-RU': 'ru',
  'zh-CHS': 'zh-Hans',
  'zh-CN': 'zh-Hant',
  es: 'es',
  vi_VN: 'vi',
  'cy-GB': 'cy',
};

/**
 * The simulation languages (spec 3 section 4) as the page needs them. The `<html lang>` tag and the
 * direction are the server's (domain/public/page.ts), so the page never changes what the HTML said.
 */
export const PAGE_LOCALES = Object.fromEntries(
  Object.entries(CATALOG_FILES).map(([code, file]) => [
    code,
    { tag: localeTagOf(code), file, dir: directionOf(code) },
  ]),
) as Record<TSimulationLocale, TPageLocale>;

export const DEFAULT_PAGE_LOCALE: TSimulationLocale = 'en_US';

/** The page locale of a stored code; unknown codes (a newer server) read as English. */
export function pageLocaleOf(code: string | null | undefined): TPageLocale & { code: TSimulationLocale } {
  const known = code && code in PAGE_LOCALES ? (code as TSimulationLocale) : DEFAULT_PAGE_LOCALE;
  return { code: known, ...PAGE_LOCALES[known] };
}

export type TMessages = Record<string, string>;

// One lazily loaded chunk per language: a resident downloads only the words of the page's language.
const catalogs = import.meta.glob<{ default: TMessages }>('./messages/*.json');

export async function loadMessages(file: string): Promise<TMessages> {
  const load = catalogs[`./messages/${file}.json`];
  return load ? (await load()).default : {};
}

/** Sets the document's language and direction (the server sets them too; dev and locale changes need this). */
export function applyDocumentLocale(locale: Pick<TPageLocale, 'tag' | 'dir'>, doc: Document = document) {
  doc.documentElement.lang = locale.tag;
  doc.documentElement.dir = locale.dir;
}
