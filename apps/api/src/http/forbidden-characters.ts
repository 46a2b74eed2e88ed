import type { FastifyInstance } from 'fastify';
import { INPUT_MESSAGES } from '@commonpurse/domain';
import { AppError, type FieldErrors } from './app-error.ts';

/**
 * Characters no store can hold as sent: NUL (PostgreSQL text refuses it) and a UTF-16 surrogate without
 * its pair (not Unicode text: jsonb refuses its escape, text would store U+FFFD in its place).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isForbidden = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** A value met in the walk, linked to its parent so a path is built only for a finding. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/** The field name of a visit: its dotted path, a trailing list index naming its list, the root the part. */
function fieldOf(visit: Visit | undefined, part: string): string {
  const segments: string[] = [];
  for (let at = visit; at?.parent !== undefined; at = at.parent) segments.unshift(at.key);
  while (segments.length > 0 && /^\d+$/.test(segments.at(-1) ?? '')) segments.pop();
  return segments.join('.') || part;
}

/**
 * The dotted path of every string (value or key) holding a forbidden character. Walked with a list
 * rather than recursion: a body of 100,000 nested lists is valid JSON and must not exhaust the stack.
 */
function pathsWithForbidden(root: unknown, part: string, found: Set<string>): void {
  const pending: Visit[] = [{ value: root, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (isForbidden(value)) found.add(fieldOf(visit, part));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (isForbidden(key)) found.add(part);
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
}

/**
 * One rule for every route, admin and public: a forbidden character anywhere in the params, query or
 * JSON body is refused (422, under the field's path) before the route's own validation runs.
 */
export function installForbiddenCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = new Set<string>();
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) pathsWithForbidden(value, part, found);
    if (found.size === 0) return;
    const errors: FieldErrors = {};
    for (const field of found) errors[field] = [INPUT_MESSAGES.forbiddenCharacter];
    throw AppError.invalid(errors);
  });
}
