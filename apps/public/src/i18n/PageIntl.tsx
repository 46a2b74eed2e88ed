import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl, type ResolvedIntlConfig } from 'react-intl';
import { applyDocumentLocale, loadMessages, pageLocaleOf, type TMessages } from './locales.ts';

/** The English catalog is the messages' defaults: an English page loads no catalog at all. */
const DEFAULTS_FILE = 'en';

// A missing translation falls back to the English default on purpose (catalogs fill in over time), and
// languages the browser's Intl lacks (Hmong, Marshallese) format numbers as English: neither is a fault.
export const onIntlError: ResolvedIntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION' || error.code === 'MISSING_DATA') return;
  if (import.meta.env.DEV) console.error(error);
};

/** Provides the page's words in the simulation's language once its catalog is loaded. */
export function PageIntl({ locale, children }: { locale: string | null | undefined; children: ReactNode }) {
  const { file, tag, dir } = pageLocaleOf(locale);
  const [loaded, setLoaded] = useState<{ file: string; messages: TMessages } | null>(null);

  useEffect(() => {
    applyDocumentLocale({ tag, dir });
    if (file === DEFAULTS_FILE) return;
    let current = true;
    loadMessages(file)
      .catch((): TMessages => ({}))
      .then((messages) => current && setLoaded({ file, messages }));
    return () => {
      current = false;
    };
  }, [file, tag, dir]);

  const english = file === DEFAULTS_FILE;
  if (!english && loaded?.file !== file) return null;
  return (
    <IntlProvider
      locale={tag}
      defaultLocale="en"
      messages={english ? undefined : loaded!.messages}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * Lays a lazily loaded part's own words (a taxpayer receipt's, a meeting screen's) over the page's
 * (PageIntl's) once they are loaded: `load` reads the part's catalog file for a language. English is
 * the messages' defaults and never loads.
 */
export function ChunkIntl({
  locale,
  load,
  children,
}: {
  locale: string;
  load: (file: string) => Promise<TMessages>;
  children: ReactNode;
}) {
  const page = useIntl();
  const { file } = pageLocaleOf(locale);
  const english = file === 'en';
  const [loaded, setLoaded] = useState<{ file: string; messages: TMessages } | null>(null);

  useEffect(() => {
    if (english) return;
    let current = true;
    load(file)
      .catch((): TMessages => ({}))
      .then((messages) => current && setLoaded({ file, messages }));
    return () => {
      current = false;
    };
  }, [file, english, load]);

  if (!english && loaded?.file !== file) return null;
  return (
    <IntlProvider
      locale={page.locale}
      defaultLocale="en"
      // The page's catalogs are plain strings too (i18n/messages/*.json).
      messages={english ? page.messages : { ...(page.messages as TMessages), ...loaded!.messages }}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
