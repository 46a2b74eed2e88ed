import {
  CopyObjectCommand,
  DeleteObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';
import { assertKey, newKeyIn } from './keys.ts';

/** What S3_* configure (apps/api/src/config.ts). */
export type S3StorageOptions = S3Config;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Uploads in an S3-compatible bucket (decision 0566): every process of a scaled-out server sees them. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const stored = (key: string): StoredFile => ({ key, url: `${options.publicUrl}/${key}` });
  const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

  return {
    async save(folder, extension, data) {
      const key = newKeyIn(folder, extension);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: data,
          ContentType: CONTENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return stored(key);
    },
    async copy(key, folder) {
      assertKey(key);
      const target = newKeyIn(folder, extensionOf(key));
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: options.bucket,
            Key: target,
            CopySource: `${options.bucket}/${key}`,
          }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return stored(target);
    },
    async remove(key) {
      assertKey(key);
      // S3 answers a delete of a missing key with success, as the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
