import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithAdmin } from '../test/simulations.ts';
import { TestApp } from '../test/helper.ts';
import { fileUpload, TINY_PNG } from '../test/uploads.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

const BUCKET = 'uploads-test';

// A real S3-compatible server (s3rver, on disk in a temporary folder), spoken to by the AWS SDK.
describe('S3-compatible storage', () => {
  let server: S3rver;
  let directory: string;
  let storage: FileStorage;
  let endpoint: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'cp-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${port}`;
    storage = createS3Storage({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: `${endpoint}/${BUCKET}`,
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('saves under a new key in the folder, served at the public URL with its type', async () => {
    const file = await storage.save('42', 'PNG', PNG);
    expect(file.key).toMatch(/^42\/[0-9a-f]{32}\.png$/);
    expect(file.url).toBe(`${endpoint}/${BUCKET}/${file.key}`);
    const response = await fetch(file.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('copies to a new key in another folder, and answers null for a missing source', async () => {
    const source = await storage.save('42', 'png', PNG);
    const copy = await storage.copy(source.key, '7');
    expect(copy?.key).toMatch(/^7\/[0-9a-f]{32}\.png$/);
    expect(new Uint8Array(await (await fetch(copy?.url ?? '')).arrayBuffer())).toEqual(PNG);
    expect(await storage.copy('42/0123456789abcdef0123456789abcdef.png', '7')).toBeNull();
  });

  it('removes a file, and a missing one without an error', async () => {
    const file = await storage.save('42', 'png', PNG);
    await storage.remove(file.key);
    expect((await fetch(file.url)).status).toBe(404);
    await expect(storage.remove(file.key)).resolves.toBeUndefined();
  });

  it('refuses keys and folders that did not come from it', async () => {
    await expect(storage.remove('../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(storage.save('a/b', 'png', PNG)).rejects.toThrow('Invalid storage folder');
  });

  describe("as the server's storage (S3_BUCKET set)", () => {
    const t = new TestApp();
    beforeAll(() =>
      t.start({
        env: {
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: endpoint,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
      }),
    );
    afterAll(() => t.stop());

    it('keeps an uploaded logo in the bucket, where browsers load it, and deletes it there', async () => {
      const { client, admin } = await clientWithAdmin(t);
      const png = TINY_PNG;
      const uploaded = await t.injectAs(admin, {
        method: 'POST',
        url: '/v1/admin/clients/me/logo',
        ...fileUpload('logo_file', 'logo.png', png, 'image/png'),
      });
      expect(uploaded.statusCode).toBe(200);
      const url: string = uploaded.json().meta.url;
      expect(url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/${client.id}/[0-9a-f]{32}\\.png$`));
      expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(png);
      const removed = await t.injectAs(admin, { method: 'DELETE', url: '/v1/admin/clients/me/logo' });
      expect(removed.statusCode).toBe(200);
      expect((await fetch(url)).status).toBe(404);
    });
  });
});
