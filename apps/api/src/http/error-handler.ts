import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { fieldErrorsOf } from './field-errors.ts';
import { API_MESSAGES } from './messages.ts';

/** Maps every thrown error to the contract's JSON shapes; server faults are logged, never described. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 401) reply.header('www-authenticate', 'Bearer');
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error.validation, error.validationContext ?? 'body');
      return reply.code(422).send(AppError.invalid(errors).toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: API_MESSAGES.serverError });
  });
}
