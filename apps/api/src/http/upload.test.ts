import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.ts';
import { API_MESSAGES } from './messages.ts';
import { readUploadedFile } from './upload.ts';

const app = Fastify({ logger: false });
const messages = { missing: 'Choose a file', tooLarge: 'Too large' };

beforeAll(async () => {
  await app.register(multipart);
  installErrorHandler(app);
  app.post('/upload', async (request) => {
    const bytes = await readUploadedFile(request, 'file', 16, messages);
    return { size: bytes.length };
  });
  await app.ready();
});
afterAll(() => app.close());

const part = (content: string, end = '\r\n--b--\r\n') =>
  `--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n` +
  `Content-Type: text/csv\r\n\r\n${content}${end}`;
const post = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/upload',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    payload,
  });

describe('reading an uploaded file', () => {
  it('answers the bytes of a well-formed upload', async () => {
    const response = await post(part('name,amount'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ size: 11 });
  });

  it('answers 400, not a server error, for a body cut off inside the file', async () => {
    const response = await post(part('name,amount\r\nA,1', ''));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: API_MESSAGES.malformedUpload });
  });

  it.each([
    ['cut off inside a part header', '--b\r\nContent-Disposition: form-data; na'],
    ['without its boundary', 'name,amount\r\n'],
  ])('answers "no file" for a body %s', async (_case, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: ['Choose a file'] } });
  });

  it('keeps the field messages for a missing or too large file', async () => {
    expect((await post(part('x'.repeat(17)))).json()).toMatchObject({ errors: { file: ['Too large'] } });
    const otherField = (await post(part('x').replace('name="file"', 'name="other"'))).json();
    expect(otherField).toMatchObject({ errors: { file: ['Choose a file'] } });
  });
});
