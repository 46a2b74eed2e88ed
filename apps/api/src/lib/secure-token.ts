import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: the bearer, refresh, reset and impersonation tokens. */
export const generateToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak does not leak usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Compares a presented secret with the expected one in constant time (their digests, of equal length). */
export const sameSecret = (presented: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(presented).digest(),
    createHash('sha256').update(expected).digest(),
  );
