import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const HEADER = 'x-request-id';
/** What a proxy's or load balancer's id may look like; anything else is replaced, not logged. */
const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * Each request's id in the logs: the one the load balancer sent in X-Request-Id when it is sane, else
 * a new UUID (unique across processes, unlike Fastify's per-process counter). Answers carry it back.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[HEADER];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
}

export const REQUEST_ID_HEADER = HEADER;
