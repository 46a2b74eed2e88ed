/**
 * The rows of a pabulib text in one pass: fields separated by `;`, records by CRLF, LF or CR, quoting as
 * RFC 4180 has it (a field in double quotes may hold `;`, line breaks and `""` for a quote). Fields are
 * trimmed, lines of nothing but spaces are skipped, and a leading byte-order mark is dropped.
 *
 * Where RFC 4180 calls the text malformed this reads it as Python's csv module does (pabutools, the
 * reference reader, uses it): a quote inside an unquoted field is kept as it is, text after a closing
 * quote is added to the field, and a quote left open runs to the end of the file.
 *
 * Lines without a quote, nearly all of a city-scale file, are cut with native string searches; only a
 * line holding a quote is walked field by field.
 */
export function readPabulibRows(text: string): string[][] {
  const rows: string[][] = [];
  const length = text.length;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // The next quote, line feed and carriage return at or after `at`, each found once and reused until
  // passed (a search per line would rescan the rest of the file each time).
  let nextQuote = -1;
  let nextFeed = -1;
  let nextReturn = -1;
  while (at < length) {
    if (nextQuote < at) nextQuote = searchFrom(text, '"', at);
    if (nextFeed < at) nextFeed = searchFrom(text, '\n', at);
    if (nextReturn < at) nextReturn = searchFrom(text, '\r', at);
    const end = Math.min(nextFeed, nextReturn);
    if (nextQuote >= end) {
      const line = text.slice(at, end);
      if (line.trim() !== '') rows.push(line.split(';').map((field) => field.trim()));
      at = afterBreak(text, end);
    } else {
      at = readQuotedRecord(text, at, rows);
    }
  }
  return rows;
}

/** indexOf, with the text's length for "none" so comparisons need no special case. */
function searchFrom(text: string, search: string, from: number): number {
  const found = text.indexOf(search, from);
  return found === -1 ? text.length : found;
}

const CR = 13;
const LF = 10;
const QUOTE = 34;
const SEMICOLON = 59;

/** The position after the line break at `end` (CRLF counts as one). */
function afterBreak(text: string, end: number): number {
  return text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
}

const isBlank = (code: number) => code === 32 || code === 9;

/** Reads a record holding a quote (it may span lines) into rows; returns where the next record starts. */
function readQuotedRecord(text: string, start: number, rows: string[][]): number {
  const length = text.length;
  const fields: string[] = [];
  let at = start;
  for (;;) {
    let fieldStart = at;
    while (fieldStart < length && isBlank(text.charCodeAt(fieldStart))) fieldStart += 1;
    let value = '';
    let rest = fieldStart;
    if (text.charCodeAt(fieldStart) === QUOTE) {
      // Quoted: up to the quote that is not doubled; `""` stands for one quote.
      let from = fieldStart + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) {
          value += text.slice(from);
          rest = length;
          break;
        }
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
        } else {
          rest = close + 1;
          break;
        }
      }
    }
    // Unquoted text, or what follows a closing quote, runs to the next `;` or line break.
    let end = rest;
    while (end < length) {
      const code = text.charCodeAt(end);
      if (code === SEMICOLON || code === LF || code === CR) break;
      end += 1;
    }
    const tail = text.slice(rest, end);
    fields.push(rest === fieldStart ? tail.trim() : value + tail.trimEnd());
    if (end < length && text.charCodeAt(end) === SEMICOLON) {
      at = end + 1;
      continue;
    }
    // The line holds a quote, so it is never blank.
    rows.push(fields);
    return end < length ? afterBreak(text, end) : length;
  }
}
