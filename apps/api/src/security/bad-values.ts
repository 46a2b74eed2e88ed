import type { FieldKind } from './schema-walk.ts';

// The spoiled values every field, query parameter and path id is tried with. Fixed lists, so a run is
// reproducible and a failure names its input.

export const HUGE_STRING = 'x'.repeat(100_000);
export const NUL_STRING = 'a\u0000b';
export const LONE_SURROGATE = 'a\uD800b';

/** Every field gets one value of each other JSON type, lists and objects swapped, and text stores refuse. */
const FOR_EVERY_FIELD: unknown[] = [
  null,
  true,
  1,
  'text',
  [],
  [{}],
  { junk: { deeper: [1, { x: null }] } },
  NUL_STRING,
  LONE_SURROGATE,
  HUGE_STRING,
];

/** Numbers at the edges of id columns and doubles, and strings that look like numbers. */
const NUMBER_EDGES: unknown[] = [
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 63,
  1e308,
  -1e308,
  '',
  '-1',
  '2147483648',
  '9223372036854775808',
  '1e3',
  '1e308',
  'NaN',
  'Infinity',
  '-Infinity',
];

/** Text that a lenient parser could read as a number. */
const STRING_EDGES: unknown[] = ['', '-1', '1e308', 'NaN', 'Infinity'];

/**
 * The JSON values a field is replaced with, one request each, by what the field takes: numbers (and
 * anything that may be a number: unions, preprocessed values) get every numeric edge.
 */
export function badValuesFor(kind: FieldKind): unknown[] {
  const own = (value: unknown) =>
    (kind === 'string' && value === 'text') ||
    (kind === 'number' && value === 1) ||
    (kind === 'boolean' && value === true);
  const extra = kind === 'string' ? STRING_EDGES : kind === 'number' || kind === 'other' ? NUMBER_EDGES : [];
  return [...FOR_EVERY_FIELD.filter((value) => !own(value)), ...extra];
}

/**
 * Number literals only a raw body can spell: JSON.parse reads 1e999 as Infinity (valid JSON), while
 * NaN and Infinity are not JSON at all (the parser must refuse them, not the server fail).
 */
export const RAW_NUMBER_LITERALS = ['1e999', '-1e999'];
export const RAW_NOT_JSON_LITERALS = ['NaN', 'Infinity', '-Infinity'];

/** Path segments for ids and names in the URL (encoded as they would arrive). */
export const BAD_PATH_SEGMENTS = [
  '-1',
  '0',
  '2147483648',
  '9223372036854775808',
  'abc',
  '1e3',
  '1.5',
  '%00',
  '%ED%A0%80',
  '%FF',
  '%',
  encodeURIComponent(HUGE_STRING.slice(0, 10_000)),
];

/** Query values, raw as sent in the URL. */
export const BAD_QUERY_VALUES = [
  '',
  '-1',
  '2147483648',
  '9223372036854775808',
  '1e308',
  'NaN',
  'Infinity',
  '%00',
  '%ED%A0%80',
  '%',
  'x'.repeat(10_000),
];

/** An unknown query key is only read as text: the values that could break text are enough. */
export const BAD_UNKNOWN_QUERY_VALUES = ['%00', '%ED%A0%80', 'x'.repeat(10_000)];
