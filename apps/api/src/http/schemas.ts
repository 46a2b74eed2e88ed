import { z } from 'zod';

export const ZErrorBody = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

type ErrorStatus = 400 | 401 | 403 | 404 | 422 | 429;

/** Response schemas for the error statuses a route can answer (documented in /docs). */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): Record<S[number], typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorBody])) as Record<
    S[number],
    typeof ZErrorBody
  >;
}

export const ZStatusSuccess = z.object({ status: z.literal('success') });

/** Declared on authenticated routes so the OpenAPI document shows the bearer requirement. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
