import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import type { FieldErrors } from './app-error.ts';

/**
 * Groups validation issues by field ("email", "categories.0.name"); an index at the end names its list
 * ("include"), and issues about the whole body or query go under the part's name.
 */
export function fieldErrorsOf(issues: FastifySchemaValidationError[], part: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    while (segments.length > 0 && /^\d+$/.test(segments.at(-1) ?? '')) segments.pop();
    const field = segments.join('.') || part;
    const message = issue.message ?? 'Invalid value';
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** A schema parsed in a handler (it depends on the target) refuses with the same field errors. */
export function zodFieldErrors(error: z.ZodError, part: string): FieldErrors {
  const issues = error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    schemaPath: '',
    params: {},
    message: issue.message,
  }));
  return fieldErrorsOf(issues, part);
}
