import type { RawBody } from './whole-bodies.ts';

// Multipart bodies for the upload routes: malformed CSV for the imports, files that are not what their
// name says for the images, oversized files, and broken multipart framing for both.

const BOUNDARY = 'fuzzboundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

interface FilePart {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

function multipart(parts: FilePart[], ending = `--${BOUNDARY}--\r\n`): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(ending));
  return Buffer.concat(chunks);
}

/** Bytes no decoder makes sense of, the same every run. */
function binaryBytes(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index += 1) bytes[index] = (index * 131 + 7) % 256;
  return bytes;
}

const MB = 1024 * 1024;

const csvFiles = (): [string, Buffer][] => [
  ['an unbalanced quote', Buffer.from('category,subcategory,amount,details\n"Parks,Trees,100,x\n')],
  ['wrong columns', Buffer.from('a,b\n1,2,3,4,5\n')],
  ['a header only', Buffer.from('category,subcategory,amount,details\n')],
  ['an empty file', Buffer.alloc(0)],
  ['binary bytes', binaryBytes(64 * 1024)],
  ['invalid UTF-8', Buffer.from([0x63, 0x61, 0x74, 0xff, 0xfe, 0x0a, 0xc3, 0x28, 0x0a])],
  ['NUL characters', Buffer.from('category,subcategory,amount,details\nPa\u0000rks,T\u0000rees,1\u0000,x\n')],
  [
    'amounts that are not numbers',
    Buffer.from(
      'category,subcategory,amount,details\nParks,Trees,NaN,\nRoads,Lanes,1e308,\nFire,Trucks,Infinity,\n',
    ),
  ],
  ['a 100 KB cell', Buffer.from(`category,subcategory,amount,details\nParks,${'x'.repeat(100_000)},1,\n`)],
  [
    'a 10 MB file',
    Buffer.from(`category,subcategory,amount,details\n${'Parks,Trees,1,x\n'.repeat((10 * MB) / 16)}`),
  ],
  ['an 11 MB file', Buffer.alloc(11 * MB, 'a,b,c,d\n')],
];

const imageFiles = (): [string, string, Buffer][] => [
  ['text named .png', 'image.png', Buffer.from('this is not an image')],
  ['binary bytes named .png', 'image.png', binaryBytes(4096)],
  [
    'a PNG signature and nothing else',
    'image.png',
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  ],
  [
    'an SVG with a script',
    'image.svg',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  ['an empty file', 'image.png', Buffer.alloc(0)],
  [
    'a 21 MB file',
    'image.png',
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(21 * MB)]),
  ],
];

/** The multipart bodies an upload route is sent; `field` is the file's expected field name. */
export function badUploads(field: string, kind: 'csv' | 'image'): RawBody[] {
  const files: FilePart[] =
    kind === 'csv'
      ? csvFiles().map(([label, bytes]) => ({ field, filename: `${label}.csv`, type: 'text/csv', bytes }))
      : imageFiles().map(([label, filename, bytes]) => ({
          field,
          filename: `${label} ${filename}`,
          type: 'image/png',
          bytes,
        }));
  const labels = kind === 'csv' ? csvFiles().map(([label]) => label) : imageFiles().map(([label]) => label);
  const small: FilePart = { field, filename: 'small.csv', type: 'text/csv', bytes: Buffer.from('a\n') };
  return [
    ...files.map((file, index) => ({
      label: `file: ${labels[index]}`,
      payload: multipart([file]),
      contentType: MULTIPART,
    })),
    {
      label: 'the file under another field',
      payload: multipart([{ ...small, field: 'other' }]),
      contentType: MULTIPART,
    },
    { label: 'two files', payload: multipart([small, small]), contentType: MULTIPART },
    { label: 'no parts', payload: Buffer.from(`--${BOUNDARY}--\r\n`), contentType: MULTIPART },
    { label: 'cut off in the file', payload: multipart([small], '').subarray(0, 80), contentType: MULTIPART },
    {
      label: 'a broken part header',
      payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
      contentType: MULTIPART,
    },
    {
      label: 'another boundary',
      payload: multipart([small]),
      contentType: 'multipart/form-data; boundary=other',
    },
    {
      label: 'a quoted filename with a path',
      payload: multipart([{ ...small, filename: '../../etc/passwd\u0000.png' }]),
      contentType: MULTIPART,
    },
  ];
}
