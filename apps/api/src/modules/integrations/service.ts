import type { Db } from '@commonpurse/db';
import {
  ACCOUNT_MESSAGES as M,
  BUDGET_SOFTWARE,
  INTEGRATION_TOKEN_LIFETIME_DAYS,
  INTEGRATION_TOKEN_MARK,
  INTEGRATION_TOKEN_PREFIX_LENGTH,
  isIntegrationType,
  isTokenActive,
  type TIntegrationBudget,
  type TIntegrationToken,
  type TIntegrationTokenCreated,
  type TIntegrationType,
} from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { generateToken, hashToken } from '../../lib/secure-token.ts';
import type { AuthContext } from '../auth/session.ts';
import {
  clientCapabilities,
  lockClient,
  publicUrlOf,
  requireCapability,
  type UrlSettings,
} from '../budgets/index.ts';
import * as repo from './repo.ts';

export interface IntegrationDeps {
  db: Db;
  urls: UrlSettings;
}

const DAY_MS = 86_400_000;
const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function tokenView(row: repo.TokenRow, now: Date): TIntegrationToken {
  const view = {
    id: row.id,
    type: row.type,
    token_prefix: row.token_prefix,
    created_at: row.created_at.toISOString(),
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
  };
  return { ...view, revoked: row.revoked_at !== null, active: isTokenActive(view, now) };
}

/** An unknown type is a path that names nothing (404); then the client needs the integrations switch (403). */
async function requireIntegrations(db: Db, auth: AuthContext, type: string): Promise<TIntegrationType> {
  if (!isIntegrationType(type)) throw AppError.notFound();
  const capabilities = await clientCapabilities(db, auth.clientId);
  requireCapability(capabilities, 'integrations', 'integrations', M.integrationsDisabled);
  return type;
}

/** GET admin/integrations/{type}: the client's tokens of the type, newest first, without secrets. */
export async function listTokens(deps: IntegrationDeps, auth: AuthContext, type: string) {
  const checked = await requireIntegrations(deps.db, auth, type);
  const now = new Date();
  return (await repo.listTokens(deps.db, auth.clientId, checked)).map((row) => tokenView(row, now));
}

/**
 * POST admin/integrations/{type}: revokes the client's tokens of the type, then creates one (one active
 * at a time; the client row lock orders two requests at once). The secret is answered this once; only
 * its SHA-256 hash is kept.
 */
export async function createToken(
  deps: IntegrationDeps,
  auth: AuthContext,
  type: string,
): Promise<TIntegrationTokenCreated> {
  const checked = await requireIntegrations(deps.db, auth, type);
  const token = `${INTEGRATION_TOKEN_MARK}${generateToken()}`;
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    await lockClient(tx, auth.clientId);
    await repo.revokeTokens(tx, auth.clientId, checked, now);
    return repo.insertToken(tx, {
      client_id: auth.clientId,
      type: checked,
      token_hash: hashToken(token),
      token_prefix: token.slice(0, INTEGRATION_TOKEN_PREFIX_LENGTH),
      expires_at: new Date(now.getTime() + INTEGRATION_TOKEN_LIFETIME_DAYS * DAY_MS),
    });
  });
  return { ...tokenView(row, now), token };
}

/** DELETE admin/integrations/{type}: revokes every token of the type at once; answers the list after. */
export async function revokeTokens(deps: IntegrationDeps, auth: AuthContext, type: string) {
  const checked = await requireIntegrations(deps.db, auth, type);
  const now = new Date();
  await repo.revokeTokens(deps.db, auth.clientId, checked, now);
  return (await repo.listTokens(deps.db, auth.clientId, checked)).map((row) => tokenView(row, now));
}

/** The client a budget-software token stands for: 401 unless active, 403 once integrations are off. */
export interface IntegrationClient {
  id: number;
  subdomain: string;
}

export async function authenticate(
  deps: IntegrationDeps,
  token: string | undefined,
): Promise<IntegrationClient> {
  const client = token
    ? await repo.clientOfToken(deps.db, hashToken(token), BUDGET_SOFTWARE, new Date())
    : null;
  if (!client) throw AppError.unauthenticated();
  if (!client.integrations) throw AppError.forbidden(M.integrationsDisabled);
  return { id: client.id, subdomain: client.subdomain };
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/** GET /v1/integrations/budgets: the client's Active simulations with their categories and items. */
export async function activeBudgets(
  deps: IntegrationDeps,
  client: IntegrationClient,
): Promise<TIntegrationBudget[]> {
  const rows = await repo.activeBudgets(deps.db, client.id);
  const structure = await repo.structureOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const categoriesOf = groupBy(structure.categories, (category) => category.budget_id);
  const itemsOf = groupBy(structure.items, (item) => item.category_id);
  return rows.map(({ slug, activated_at, ...row }) => ({
    ...row,
    url: publicUrlOf(deps.urls, client.subdomain, slug),
    activated_at: iso(activated_at),
    categories: (categoriesOf.get(row.id) ?? []).map((category) => ({
      id: category.id,
      name: category.name,
      type: category.type === 'revenue' ? ('revenue' as const) : ('expense' as const),
      items: (itemsOf.get(category.id) ?? []).map(({ id, name, amount }) => ({ id, name, amount })),
    })),
  }));
}
