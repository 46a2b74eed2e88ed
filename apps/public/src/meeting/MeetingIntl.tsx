import type { ReactNode } from 'react';
import { ChunkIntl } from '../i18n/PageIntl.tsx';
import type { TMessages } from '../i18n/locales.ts';

// The meeting screens' words in the simulation's language, one lazily loaded file per language
// (English is the messages' defaults: never loaded). They come with the meeting's chunk, so residents'
// simulation pages never carry them (decision 0483).
const catalogs = import.meta.glob<{ default: TMessages }>(['./messages/*.json', '!./messages/en.json']);

export async function loadMeetingMessages(file: string): Promise<TMessages> {
  const load = catalogs[`./messages/${file}.json`];
  return load ? (await load()).default : {};
}

/** Adds the meeting screens' words to the page's (PageIntl's) once they are loaded. */
export function MeetingIntl({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <ChunkIntl locale={locale} load={loadMeetingMessages}>
      {children}
    </ChunkIntl>
  );
}
