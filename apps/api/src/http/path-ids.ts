import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DB_INTEGER_MAX } from '@commonpurse/domain';
import { AppError } from './app-error.ts';

/**
 * A row id in a path or query: decimal digits only (no sign, hexadecimal, exponent or spaces) and
 * within the integer range of the id columns, so "0x7" or "1e1" never names row 7 or 10.
 */
export const ZPathId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(DB_INTEGER_MAX));

/** The same rule for a querystring id (budget_id=...). */
export const ZQueryId = ZPathId;

/**
 * A path id that does not name a row answers 404, like a row of another client would, before the
 * validation of the other parts (other path params keep their field errors).
 */
export function installPathNotFound(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params: unknown = request.routeOptions.schema?.params;
    if (!(params instanceof z.ZodObject)) return;
    const values = (request.params ?? {}) as Record<string, unknown>;
    for (const [key, schema] of Object.entries(params.shape))
      if (schema === ZPathId && !ZPathId.safeParse(values[key]).success) throw AppError.notFound();
  });
}
