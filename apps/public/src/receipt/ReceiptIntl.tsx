import type { ReactNode } from 'react';
import { ChunkIntl } from '../i18n/PageIntl.tsx';
import type { TMessages } from '../i18n/locales.ts';

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
  return (
    <ChunkIntl locale={locale} load={loadReceiptMessages}>
      {children}
    </ChunkIntl>
  );
}
