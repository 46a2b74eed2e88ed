// Bodies spoiled as a whole, whatever the route's schema: wrong shapes, broken JSON, wrong media types.

/** A body as sent: its bytes and the content type it claims (none: no content-type header). */
export interface RawBody {
  label: string;
  payload: string | Buffer | undefined;
  contentType: string | undefined;
}

const JSON_TYPE = 'application/json';
const DEPTH = 100_000;

const json = (label: string, payload: string | Buffer | undefined): RawBody => ({
  label,
  payload,
  contentType: JSON_TYPE,
});

const multipartFields = (fields: Record<string, string>): Buffer =>
  Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + '--b--\r\n',
  );

/** `base` is the route's plausible body (or {} for a route without one); deep bodies only when asked. */
export function wholeBodies(base: unknown, { deepBodies } = { deepBodies: true }): RawBody[] {
  const text = JSON.stringify(base ?? {});
  const flat = Object.fromEntries(
    Object.entries((base ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
  );
  return [
    json('no body', undefined),
    json('empty body', ''),
    json('null', 'null'),
    json('a number', '123'),
    json('a string', '"text"'),
    json('a list around the body', `[${text}]`),
    json('a list of lists', '[[[]]]'),
    ...(deepBodies
      ? [
          json('100,000 nested lists', '['.repeat(DEPTH) + ']'.repeat(DEPTH)),
          json('100,000 nested objects', '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)),
        ]
      : []),
    json('__proto__ pollution', '{"__proto__":{"polluted":true}}'),
    json('constructor.prototype pollution', '{"constructor":{"prototype":{"polluted":true}}}'),
    json('a duplicate key', text.replace(/^\{/, '{"junk":1,"junk":2,')),
    json('cut-off JSON', text.slice(0, Math.max(1, text.length - 1))),
    json('a trailing comma', '{"a":1,}'),
    json('single quotes', "{'a':1}"),
    json('a NUL byte', '\u0000'),
    json('invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    json('a UTF-16 byte order mark', Buffer.from([0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d])),
    json('2 MB of JSON', JSON.stringify({ junk: 'x'.repeat(2 * 1024 * 1024) })),
    { label: 'JSON without a content type', payload: text, contentType: undefined },
    { label: 'JSON as text/plain', payload: text, contentType: 'text/plain' },
    { label: 'text/plain prose', payload: 'not json at all', contentType: 'text/plain' },
    { label: 'XML', payload: '<?xml version="1.0"?><a><b>1</b></a>', contentType: 'application/xml' },
    { label: 'JSON in latin1', payload: text, contentType: 'application/json; charset=latin1' },
    { label: 'JSON as octet-stream', payload: text, contentType: 'application/octet-stream' },
    {
      label: 'a form',
      payload: 'a=1&a=2&b[c]=d&__proto__[x]=1',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      label: 'the body as multipart fields',
      payload: multipartFields(flat),
      contentType: 'multipart/form-data; boundary=b',
    },
    { label: 'multipart without a boundary', payload: text, contentType: 'multipart/form-data' },
    { label: 'a made-up media type', payload: text, contentType: 'application/x-fuzz' },
  ];
}
