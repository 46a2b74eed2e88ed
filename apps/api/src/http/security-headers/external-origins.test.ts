import { describe, expect, it } from 'vitest';
import { externalOriginsOf, hostSourceOf } from './external-origins.ts';

const base = {
  mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
  mapGeocoderUrl: 'https://geo.example.org/search?q=',
  appBaseUrl: 'http://localhost:3000',
  helpVideoUrls: {},
  billingUrl: null,
  s3: null,
};

describe('external origins of the CSP', () => {
  it('turns addresses and tile templates into host-sources, and relative ones into nothing', () => {
    expect(hostSourceOf('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(hostSourceOf('HTTP://Example.org:8080/path')).toBe('http://example.org:8080');
    expect(hostSourceOf('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(hostSourceOf("https://evil.example.org; script-src 'unsafe-inline'")).toBeNull();
  });

  it('allows uploads from APP_BASE_URL, and from the S3 public address when uploads go to S3', () => {
    expect(externalOriginsOf(base).uploads).toEqual(['http://localhost:3000']);
    const withS3 = externalOriginsOf({
      ...base,
      s3: {
        bucket: 'uploads',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.org/uploads',
      },
    });
    expect(withS3.uploads).toEqual(['http://localhost:3000', 'https://cdn.example.org']);
    expect(withS3.tiles).toEqual(['https://*.tile.example.org']);
    expect(withS3.geocoder).toEqual(['https://geo.example.org']);
  });
});
