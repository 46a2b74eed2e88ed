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
