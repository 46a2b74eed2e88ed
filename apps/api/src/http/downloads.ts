import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A CSV download: streamed, named by content-disposition, never cached. The reply is the untyped one
 * (a typed reply only knows the route's JSON answers).
 */
export const sendCsv = (reply: FastifyReply, fileName: string, body: Readable | string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
