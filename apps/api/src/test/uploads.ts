import type { InjectOptions } from 'fastify';

/** A multipart body with one CSV file, as the import calls take it (field csv_file or file). */
export const csvUpload = (
  csv: string,
  field = 'csv_file',
  filename = 'budget.csv',
): Partial<InjectOptions> => ({
  payload: Buffer.from(
    `--b\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--b--\r\n`,
  ),
  headers: { 'content-type': 'multipart/form-data; boundary=b' },
});

/** A multipart body with one file of any type (images, logos). */
export function fileUpload(field: string, filename: string, content: Buffer, type = 'image/png') {
  const boundary = `----cp${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
