import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The resident's browser (docs/api.md "Voters"): a random HttpOnly cookie, read only by the public API,
// for the voter of a prioritization with ballot_verification 'browser' and for the resident who joins a
// meeting (decision 0531). Parsed here rather than with a cookie plugin: it is the only cookie the API
// reads or sets.

export const VOTER_COOKIE = 'cp_voter';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const VALUE = /^[A-Za-z0-9_-]{20,100}$/;

/** This browser's voter cookie from a Cookie header, when it holds one of ours. */
export function readVoterCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === VOTER_COOKIE && VALUE.test(value)) return value;
  }
  return null;
}

export const newVoterCookie = () => randomBytes(24).toString('base64url');

/** The Set-Cookie value that keeps the voter for a year (Secure when the request came over HTTPS). */
export function voterCookieHeader(value: string, secure: boolean): string {
  const attributes = [`Max-Age=${ONE_YEAR_SECONDS}`, 'Path=/v1/public', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${VOTER_COOKIE}=${value}`, ...attributes].join('; ');
}

/** This browser's cookie, or a new one set on the reply. */
export function ensureBrowserCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readVoterCookie(request.headers.cookie);
  if (existing) return existing;
  const created = newVoterCookie();
  reply.header('set-cookie', voterCookieHeader(created, request.protocol === 'https'));
  return created;
}
