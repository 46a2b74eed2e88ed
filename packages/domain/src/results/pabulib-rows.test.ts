import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPabulibRows } from './pabulib-rows.ts';

describe('readPabulibRows', () => {
  it.each([
    ['plain fields, trimmed', 'a; b ;c\n', [['a', 'b', 'c']]],
    [
      'CRLF, LF and lone CR all end a record',
      'a;1\r\nb;2\nc;3\rd;4',
      [
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
        ['d', '4'],
      ],
    ],
    ['a leading byte-order mark is dropped', '\uFEFFMETA\nkey;value\n', [['META'], ['key', 'value']]],
    ['blank lines and lines of spaces are skipped', 'a\n\n  \r\n\t\nb\n', [['a'], ['b']]],
    ['empty fields stay', ';a;;\n', [['', 'a', '', '']]],
    ['a quoted field holds ; and line breaks', '1;"x;y\r\nz";2\n', [['1', 'x;y\r\nz', '2']]],
    ['"" inside quotes is one quote', '1;"Park ""Źródliska"" II"\n', [['1', 'Park "Źródliska" II']]],
    ['spaces around a quoted field are trimmed, inside kept', '1;  " a "  ;2\n', [['1', ' a ', '2']]],
    ['an empty quoted field', '"";x\n', [['', 'x']]],
    [
      'quoted and plain lines mix',
      'a;b\n"c";d\ne;f\n',
      [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
      ],
    ],
    // Malformed quoting, read as Python's csv module (pabutools) reads it.
    ['a quote inside an unquoted field is kept', '1;Park "Zdrowie";2\n', [['1', 'Park "Zdrowie"', '2']]],
    ['text after a closing quote joins the field', '"a" b;c\n', [['a b', 'c']]],
    ['a quote left open runs to the end', '1;"open\n2;3\n', [['1', 'open\n2;3\n']]],
  ])('%s', (_name, text, rows) => {
    expect(readPabulibRows(text)).toEqual(rows);
  });

  const field = fc.string({
    unit: fc.constantFrom('a', 'ł', '1', ' ', ';', '"', ',', '\n', '\r\n', '\r'),
    maxLength: 8,
  });
  // Rows whose first field holds something, so no record is a blank line (which both readers drop).
  const row = fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,4}$/), fc.array(field, { maxLength: 5 }))
    .map(([first, rest]) => [first, ...rest]);

  it('reads any well-formed text as csv-parse does', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (rows, recordDelimiter, quoteAll) => {
          const text = stringify(rows, {
            delimiter: ';',
            record_delimiter: recordDelimiter === '\n' ? 'unix' : 'windows',
            quoted: quoteAll,
            // csv-stringify leaves a line break other than the record delimiter unquoted: quote every one.
            quoted_match: /^\s|\s$|[\r\n]/,
          });
          const expected = parse(text, { delimiter: ';', relax_column_count: true, trim: true });
          expect(readPabulibRows(text)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
