import { stringify } from 'csv-stringify/sync';
import { readPabulibRows } from './pabulib-rows.ts';

/**
 * A pabulib file (pabulib.org/format) as written: META key/values, then the PROJECTS and VOTES tables
 * with their own columns, every value kept as its text so a file reads and writes back unchanged.
 */
export interface TPabulibFile {
  meta: Record<string, string>;
  projectColumns: string[];
  projects: Record<string, string>[];
  voteColumns: string[];
  votes: Record<string, string>[];
}

const SECTIONS = ['meta', 'projects', 'votes'] as const;
type TSection = (typeof SECTIONS)[number];

/** Reads a .pb text: `;`-separated with CSV quoting, sections named on a line of their own. */
export function parsePabulib(text: string): TPabulibFile {
  const rows = readPabulibRows(text);
  const file: TPabulibFile = { meta: {}, projectColumns: [], projects: [], voteColumns: [], votes: [] };
  let section: TSection | null = null;
  let columns: string[] | null = null;
  for (const row of rows) {
    const name = row[0]!.toLowerCase();
    if (row.length === 1 && (SECTIONS as readonly string[]).includes(name)) {
      section = name as TSection;
      columns = null;
      continue;
    }
    if (section === null) throw new Error('A pabulib file starts with its META section.');
    if (columns === null) {
      columns = row;
      if (section === 'projects') file.projectColumns = row;
      if (section === 'votes') file.voteColumns = row;
      continue;
    }
    if (section === 'meta') file.meta[row[0]!] = row[1] ?? '';
    else (section === 'projects' ? file.projects : file.votes).push(record(columns, row));
  }
  for (const column of ['project_id', 'cost']) {
    if (!file.projectColumns.includes(column))
      throw new Error(`The PROJECTS section has no ${column} column.`);
  }
  if (file.votes.length > 0 && !file.voteColumns.includes('vote'))
    throw new Error('The VOTES section has no vote column.');
  return file;
}

function record(columns: readonly string[], row: readonly string[]): Record<string, string> {
  const entry: Record<string, string> = {};
  columns.forEach((column, index) => (entry[column] = row[index] ?? ''));
  return entry;
}

/** Writes a .pb text that parsePabulib (and pabutools) read back as the same file. */
export function writePabulib(file: TPabulibFile): string {
  const rows: string[][] = [['META'], ['key', 'value'], ...Object.entries(file.meta)];
  rows.push(
    ['PROJECTS'],
    file.projectColumns,
    ...file.projects.map((p) => file.projectColumns.map((c) => p[c] ?? '')),
  );
  rows.push(['VOTES'], file.voteColumns, ...file.votes.map((v) => file.voteColumns.map((c) => v[c] ?? '')));
  return stringify(rows, { delimiter: ';', record_delimiter: '\n', quoted_match: /^\s|\s$/ });
}
