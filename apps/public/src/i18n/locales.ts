import type { TSimulationLocale } from '@commonpurse/domain';

export interface TPageLocale {
  /** BCP 47 tag for <html lang>, Intl and react-intl. */
  tag: string;
  /** The file under ./messages holding the page's words in this language. */
  file: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The simulation languages (spec 3 section 4) as the page needs them. The stored codes are the spec's,
 * some of them misnamed: 'hu-HU' is Hmong (hmn), 'mi-NZ' Marshallese (mh), 'zh-CHS' Simplified Chinese
 * and 'zh-CN' Traditional Chinese (as the spec names them).
 */
export const PAGE_LOCALES: Record<TSimulationLocale, TPageLocale> = {
  ar: { tag: 'ar', file: 'ar', dir: 'rtl' },
  en_US: { tag: 'en-US', file: 'en', dir: 'ltr' },
  en_GB: { tag: 'en-GB', file: 'en-GB', dir: 'ltr' },
  fr: { tag: 'fr', file: 'fr', dir: 'ltr' },
  ht: { tag: 'ht', file: 'ht', dir: 'ltr' },
  'hu-HU': { tag: 'hmn', file: 'hmn', dir: 'ltr' },
  'km-KH': { tag: 'km', file: 'km', dir: 'ltr' },
  'ko-KR': { tag: 'ko', file: 'ko', dir: 'ltr' },
  'mi-NZ': { tag: 'mh', file: 'mh', dir: 'ltr' },
  'pt-BR': { tag: 'pt-BR', file: 'pt-BR', dir: 'ltr' },
  'ru-RU': { tag: 'ru', file: 'ru', dir: 'ltr' },
  'zh-CHS': { tag: 'zh-Hans', file: 'zh-Hans', dir: 'ltr' },
  'zh-CN': { tag: 'zh-Hant', file: 'zh-Hant', dir: 'ltr' },
  es: { tag: 'es', file: 'es', dir: 'ltr' },
  vi_VN: { tag: 'vi', file: 'vi', dir: 'ltr' },
  'cy-GB': { tag: 'cy', file: 'cy', dir: 'ltr' },
};

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
