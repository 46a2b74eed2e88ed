import { join } from 'node:path';
import { describeChunkCatalogs } from '../i18n/chunk-catalog-checks.ts';
import { PAGE_LOCALES } from '../i18n/locales.ts';
import { BALLOT_MESSAGE_GROUPS } from './messages.ts';

describeChunkCatalogs({
  name: 'the ballot catalogs',
  dir: join(import.meta.dirname, 'messages'),
  prefix: 'ballot.',
  groups: BALLOT_MESSAGE_GROUPS,
  // Every simulation language (16 files: the locales share some).
  files: [...new Set(Object.values(PAGE_LOCALES).map((locale) => `${locale.file}.json`))],
  extract: 'i18n:extract:ballot',
  // "Total" in Spanish, French, Haitian Creole and Portuguese; "Cost" in Welsh; French "point(s)".
  sameAsEnglish: ['ballot.review_total', 'ballot.cost', 'ballot.results_points'],
});
