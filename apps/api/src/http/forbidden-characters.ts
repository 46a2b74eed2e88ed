import type { FastifyInstance } from 'fastify';
import { INPUT_MESSAGES } from '@commonpurse/domain';
import { AppError, type FieldErrors } from './app-error.ts';

/** PostgreSQL text cannot hold a NUL character: refused as a field error, never a server error. */
const NUL = '\u0000';

/** The dotted path of every string holding a NUL (a trailing list index names its list). */
function pathsWithNul(value: unknown, path: string[], found: Set<string>, part: string): void {
  if (typeof value === 'string') {
    if (value.includes(NUL)) {
      const segments = [...path];
      while (segments.length > 0 && /^\d+$/.test(segments.at(-1) ?? '')) segments.pop();
      found.add(segments.join('.') || part);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithNul(item, [...path, String(index)], found, part));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) found.add(part);
      pathsWithNul(item, [...path, key], found, part);
    }
  }
}

/**
 * One rule for every route, admin and public: a NUL character anywhere in the params, query or JSON
 * body is refused (422, under the field's path) before the route's own validation runs.
 */
export function installForbiddenCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = new Set<string>();
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) pathsWithNul(value, [], found, part);
    if (found.size === 0) return;
    const errors: FieldErrors = {};
    for (const field of found) errors[field] = [INPUT_MESSAGES.forbiddenCharacter];
    throw AppError.invalid(errors);
  });
}
