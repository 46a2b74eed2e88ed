import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/** A client's public site is {subdomain}.{PUBLIC_BASE_HOST}: one DNS label (RFC 1123). */
export const SUBDOMAIN_LIMITS = { min: 3, max: 63 } as const;

/** Names kept for the product's own hosts, so no client's site can pose as them. */
export const RESERVED_SUBDOMAINS = [
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'cdn',
  'console',
  'dashboard',
  'docs',
  'ftp',
  'help',
  'login',
  'mail',
  'public',
  'smtp',
  'static',
  'status',
  'support',
  'uploads',
  'www',
] as const;

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Lower case, without surrounding spaces: how a subdomain is compared and stored. */
export const normalizeSubdomain = (value: string) => value.trim().toLowerCase();

/** The first rule a (normalized) subdomain breaks, or null; whether it is taken is the server's. */
export function subdomainProblem(subdomain: string): string | null {
  if (subdomain.length === 0) return M.subdomainRequired;
  if (subdomain.length < SUBDOMAIN_LIMITS.min || subdomain.length > SUBDOMAIN_LIMITS.max)
    return M.subdomainLength;
  if (!LABEL.test(subdomain)) return M.subdomainCharacters;
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(subdomain)) return M.subdomainReserved;
  return null;
}

/** A subdomain as sent: trimmed and lower-cased, then checked. */
export const ZSubdomain = z
  .string({ error: M.subdomainRequired })
  .transform(normalizeSubdomain)
  .superRefine((value, ctx) => {
    const problem = subdomainProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
