import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { onIntlError } from '../i18n/PageIntl.tsx';
import { pageLocaleOf, type TMessages } from '../i18n/locales.ts';

// The receipt's words in its language, one lazily loaded file per receipt language (English is the
// messages' defaults: never loaded). They come with the receipt's chunk, so simulation pages and their
// catalogs never carry them (decision 0424).
const catalogs = import.meta.glob<{ default: TMessages }>(['./messages/*.json', '!./messages/en.json']);

export async function loadReceiptMessages(file: string): Promise<TMessages> {
  const load = catalogs[`./messages/${file}.json`];
  return load ? (await load()).default : {};
}

/** Adds the receipt's words to the page's (PageIntl's) once they are loaded. */
export function ReceiptIntl({ locale, children }: { locale: string; children: ReactNode }) {
  const page = useIntl();
  const { file } = pageLocaleOf(locale);
  const english = file === 'en';
  const [loaded, setLoaded] = useState<{ file: string; messages: TMessages } | null>(null);

  useEffect(() => {
    if (english) return;
    let current = true;
    loadReceiptMessages(file)
      .catch((): TMessages => ({}))
      .then((messages) => current && setLoaded({ file, messages }));
    return () => {
      current = false;
    };
  }, [file, english]);

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
