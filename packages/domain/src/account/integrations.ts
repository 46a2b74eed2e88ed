import { z } from 'zod';

/**
 * Integration tokens (spec 2 "Integration token"): a client's access token for third-party software,
 * by type. One type exists: budgeting software reading the client's Active simulations (decision 0491).
 */
export const INTEGRATION_TYPES = ['budget-software'] as const;
export type TIntegrationType = (typeof INTEGRATION_TYPES)[number];
export const BUDGET_SOFTWARE: TIntegrationType = 'budget-software';

export const isIntegrationType = (value: string): value is TIntegrationType =>
  (INTEGRATION_TYPES as readonly string[]).includes(value);

/** A token lives a year, so a forgotten one does not stay valid for ever. */
export const INTEGRATION_TOKEN_LIFETIME_DAYS = 365;
/** Tokens start with this, so secret scanners and people can tell what they are. */
export const INTEGRATION_TOKEN_MARK = 'cpi_';
/** How much of a token is kept in clear to tell tokens apart (the mark and 8 characters). */
export const INTEGRATION_TOKEN_PREFIX_LENGTH = INTEGRATION_TOKEN_MARK.length + 8;

/** Active: neither revoked nor expired (spec 2 section 4). */
export function isTokenActive(
  token: { revoked_at: string | null; expires_at: string | null },
  now: Date = new Date(),
): boolean {
  return (
    token.revoked_at === null && (token.expires_at === null || Date.parse(token.expires_at) > now.getTime())
  );
}

/** A token as GET admin/integrations/{type} lists it: never its secret. */
export const ZIntegrationToken = z.object({
  id: z.number().int(),
  type: z.string(),
  token_prefix: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoked: z.boolean(),
  active: z.boolean(),
});
export type TIntegrationToken = z.infer<typeof ZIntegrationToken>;

/** POST admin/integrations/{type}: the new token with its secret, answered this once. */
export const ZIntegrationTokenCreated = ZIntegrationToken.extend({ token: z.string() });
export type TIntegrationTokenCreated = z.infer<typeof ZIntegrationTokenCreated>;

const ZIntegrationItem = z.object({ id: z.number().int(), name: z.string(), amount: z.number() });

const ZIntegrationCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['expense', 'revenue']),
  items: z.array(ZIntegrationItem),
});

/** One Active simulation as GET /v1/integrations/budgets answers it (read-only). */
export const ZIntegrationBudget = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  is_pb: z.boolean(),
  mode: z.string(),
  locale: z.string(),
  /** The residents' page, {scheme}://{subdomain}.{PUBLIC_BASE_HOST}/{slug}. */
  url: z.string().nullable(),
  activated_at: z.string().nullable(),
  categories: z.array(ZIntegrationCategory),
});
export type TIntegrationBudget = z.infer<typeof ZIntegrationBudget>;
