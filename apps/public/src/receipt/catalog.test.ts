import { join } from 'node:path';
import { RECEIPT_LOCALE_CODES } from '@commonpurse/domain';
import { describeChunkCatalogs } from '../i18n/chunk-catalog-checks.ts';
import { PAGE_LOCALES } from '../i18n/locales.ts';
import { RECEIPT_MESSAGE_GROUPS } from './messages.ts';

describeChunkCatalogs({
  name: 'the receipt catalogs',
  dir: join(import.meta.dirname, 'messages'),
  prefix: 'receipt.',
  groups: RECEIPT_MESSAGE_GROUPS,
  files: RECEIPT_LOCALE_CODES.map((code) => `${PAGE_LOCALES[code].file}.json`),
  extract: 'i18n:extract:receipt',
  sameAsEnglish: ['receipt.bar_value', 'receipt.no', 'receipt.total'],
});
