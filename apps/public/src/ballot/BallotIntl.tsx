import type { ReactNode } from 'react';
import { ChunkIntl } from '../i18n/PageIntl.tsx';
import type { TMessages } from '../i18n/locales.ts';

// The ballot's words in the prioritization's language, one lazily loaded file per language (English is
// the messages' defaults: never loaded). They come with the ballot's chunk, so a simulation's residents
// never download them, nor the ballot's residents the simulation's (decision 0622).
const catalogs = import.meta.glob<{ default: TMessages }>(['./messages/*.json', '!./messages/en.json']);

export async function loadBallotMessages(file: string): Promise<TMessages> {
  const load = catalogs[`./messages/${file}.json`];
  return load ? (await load()).default : {};
}

/** Adds the ballot's words to the page's (PageIntl's) once they are loaded. */
export function BallotIntl({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <ChunkIntl locale={locale} load={loadBallotMessages}>
      {children}
    </ChunkIntl>
  );
}
