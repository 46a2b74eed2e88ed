import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse, type Options } from 'csv-parse';

/** Bytes handed to the parser between two turns of the event loop. */
const CHUNK_BYTES = 64 * 1024;

export type CsvRecords = { ok: true; records: string[][] } | { ok: false; tooMany: true };

/**
 * Parses a CSV file without holding the event loop: the bytes go to csv-parse's stream a chunk at a
 * time, with a turn of the loop between chunks, so other requests are served meanwhile. Stops at
 * `maxRecords` + 1 records (the caller refuses the file) instead of reading the rest of it.
 */
export async function parseCsvRecords(bytes: Buffer, maxRecords: number, options: Options = {}) {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, ...options });
  const records: string[][] = [];
  let failure: unknown = null;
  parser.on('readable', () => {
    let record: string[] | null;
    while ((record = parser.read() as string[] | null) !== null) records.push(record);
  });
  parser.on('error', (error) => {
    failure = error;
  });
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    parser.write(bytes.subarray(offset, offset + CHUNK_BYTES));
    await nextTurn();
    if (failure) throw failure;
    if (records.length > maxRecords) {
      parser.destroy();
      return { ok: false, tooMany: true } satisfies CsvRecords;
    }
  }
  const ended = new Promise<void>((resolve, reject) => {
    parser.once('end', resolve);
    parser.once('error', reject);
  });
  parser.end();
  await ended;
  if (failure) throw failure;
  if (records.length > maxRecords) return { ok: false, tooMany: true } satisfies CsvRecords;
  return { ok: true, records } satisfies CsvRecords;
}
