import { join } from 'node:path';
import { describeChunkCatalogs } from '../i18n/chunk-catalog-checks.ts';
import { PAGE_LOCALES } from '../i18n/locales.ts';
import { MEETING_MESSAGE_GROUPS } from './messages.ts';

describeChunkCatalogs({
  name: 'the meeting catalogs',
  dir: join(import.meta.dirname, 'messages'),
  prefix: 'meeting.',
  groups: MEETING_MESSAGE_GROUPS,
  files: [...new Set(Object.values(PAGE_LOCALES).map((locale) => `${locale.file}.json`))],
  extract: 'i18n:extract:meeting',
  sameAsEnglish: ['meeting.total', 'meeting.item_column'],
});
