import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Smaller bodies gain nothing worth the work (and a compressed tiny body can grow). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Text, JSON, JavaScript, XML and SVG. Not event streams (a compressor would hold events back in its
 * buffer) nor octet-stream (uploads and backups are already compressed or binary).
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript|^image\/svg\+xml/;

/**
 * Compresses responses with brotli or gzip, whichever the request's Accept-Encoding prefers (decision
 * 0580). Registered before every route (its hooks are added per route). Files the builds precompressed
 * arrive with their Content-Encoding already set and pass through untouched; request bodies are not
 * decompressed (no route expects a compressed upload).
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_MIN_BYTES,
      customTypes: COMPRESSIBLE,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
